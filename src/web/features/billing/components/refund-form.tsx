import { type FormEvent, useId, useState } from 'react'
import { amountLeftMessage, refundMessages } from '#shared/billing/order-admin.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useRefundOrder } from '#web/features/billing/api/order-admin.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/** '12.50' → 1250; null when it is not a positive amount with at most 2 decimals. */
export function amountToCents(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null
  const [whole, fraction = ''] = trimmed.split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return cents > 0 ? cents : null
}

/**
 * Refund the order, wholly (the amount left, pre-filled) or in part, with an optional reason. The
 * server refunds through PayPal (or simulates it) and takes back the unspent share of the credits,
 * unless 'Keep the credits' makes it a goodwill refund (decision 048).
 */
export function RefundForm({
  orderId,
  currency,
  refundableCents,
  simulated,
}: {
  orderId: string
  currency: string
  refundableCents: number
  simulated: boolean
}) {
  const [amount, setAmount] = useState((refundableCents / 100).toFixed(2))
  const [note, setNote] = useState('')
  const [keepCredits, setKeepCredits] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const refund = useRefundOrder(orderId)
  const confirm = useConfirm()
  const formId = useId()
  const tooHigh = amountLeftMessage(refundableCents, currency)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const cents = amountToCents(amount)
    if (cents === null) return setError(refundMessages.amountInvalid)
    if (cents > refundableCents) return setError(tooHigh)
    const how = simulated ? 'This is a simulated payment: no money moves.' : 'PayPal returns it to the payer.'
    const credits = keepCredits ? ' The buyer keeps the credits.' : ''
    if (
      !(await confirm(`Refund ${formatMoney(cents, currency)} of order ${orderId}? ${how}${credits}`, {
        confirmLabel: 'Refund',
      }))
    )
      return
    refund.mutate(
      { amountCents: cents, keepCredits, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (result) => {
          if (result.pending) return setError(refundMessages.refundPending)
          const taken = keepCredits
            ? 'credits kept'
            : `${result.creditsTaken.toLocaleString('en-US')} credits taken back`
          notifySuccess(`Refunded ${formatMoney(cents, currency)}; ${taken}`)
          setNote('')
          setKeepCredits(false)
        },
        onError: (e) => setError(isApiError(e) ? e.message : 'Could not refund. Please try again.'),
      },
    )
  }

  return (
    <form id={formId} onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3" noValidate>
      <p className="text-sm text-ink-muted">
        {formatMoney(refundableCents, currency)} can still be refunded.{' '}
        {simulated ? 'Paid in simulated mode: the refund is simulated too.' : 'Refunded through PayPal.'}
      </p>
      <TextField
        label={`Amount (${currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error === refundMessages.amountInvalid || error === tooHigh ? error : undefined}
      />
      <TextField
        label="Reason (optional)"
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
      <Switch
        label="Keep the credits"
        hint="A goodwill refund: the money goes back and the buyer keeps what the order gave."
        checked={keepCredits}
        onCheckedChange={setKeepCredits}
      />
      {error && error !== refundMessages.amountInvalid && error !== tooHigh && <Alert>{error}</Alert>}
      <Button type="submit" variant="danger" disabled={refund.isPending}>
        {refund.isPending ? 'Refunding...' : 'Refund'}
      </Button>
    </form>
  )
}
