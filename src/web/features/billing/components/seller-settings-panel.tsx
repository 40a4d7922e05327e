import { type FormEvent, useEffect, useState } from 'react'
import type { SellerSettings } from '#shared/billing/order-admin.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useSaveSellerSettings, useSellerSettings } from '#web/features/billing/api/order-admin.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifySuccess } from '#web/lib/toast.ts'

const empty: SellerSettings = { name: '', address: '', email: '', taxId: '' }

/** Settings › Receipt Details: the seller every receipt names (EU receipts need name, address and VAT id). */
export function SellerSettingsPanel() {
  const settings = useSellerSettings()
  const save = useSaveSellerSettings()
  const [form, setForm] = useState<SellerSettings>(empty)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (settings.data) setForm(settings.data)
  }, [settings.data])

  if (settings.isPending) return <Loader label="Loading receipt details..." />
  if (settings.isError) return <Alert>Could not load the receipt details.</Alert>

  const set = (key: keyof SellerSettings) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    save.mutate(form, {
      onSuccess: () => notifySuccess('Receipt details saved'),
      onError: (e) => setError(isApiError(e) ? (e.issues?.[0]?.message ?? e.message) : 'Could not save.'),
    })
  }
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">Receipt Details</h2>
      <p className="mt-1 text-sm text-ink-muted">
        The seller named on every receipt and receipt e-mail. Blank fields are left off.
      </p>
      <form onSubmit={onSubmit} className="mt-4 max-w-xl space-y-4" noValidate>
        <TextField label="Seller name" value={form.name} maxLength={200} onChange={set('name')} />
        <TextAreaField
          label="Address"
          value={form.address}
          maxLength={500}
          rows={3}
          onChange={set('address')}
        />
        <TextField label="E-mail" type="email" value={form.email} maxLength={200} onChange={set('email')} />
        <TextField label="VAT / tax id" value={form.taxId} maxLength={100} onChange={set('taxId')} />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Card>
  )
}
