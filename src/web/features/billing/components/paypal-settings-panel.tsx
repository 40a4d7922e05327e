import { zodResolver } from '@hookform/resolvers/zod'
import { FlaskConical } from 'lucide-react'
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  type AdminPaymentSettings,
  BUTTON_COLORS,
  BUTTON_LABELS,
  BUTTON_LAYOUTS,
  BUTTON_SHAPES,
  PAYMENT_CURRENCIES,
  type PaymentSettingsInput,
  paymentSettingsInputSchema,
  paymentSettingsMessages,
} from '#shared/billing/payments.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { SecretField } from '#web/components/ui/secret-field.tsx'
import { Loader, Spinner } from '#web/components/ui/spinner.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import {
  useAdminPaypalSettings,
  useResetPaypalSettings,
  useSavePaypalSettings,
} from '#web/features/billing/api/admin-paypal-settings.ts'
import { PaypalButtonPreview } from '#web/features/billing/components/paypal-button-preview.tsx'
import { isNetworkError } from '#web/lib/api.ts'
import { useFlash } from '#web/lib/use-flash.ts'

export const RESET_CONFIRM = 'Are you sure you want to reset to default settings?'

const modeOptions = [
  { value: 'sandbox', label: 'Sandbox (test payments)' },
  { value: 'live', label: 'Live' },
  { value: 'simulated', label: 'Simulated (offline demo, no PayPal)' },
]

const toForm = (settings: AdminPaymentSettings): PaymentSettingsInput => ({
  enabled: settings.enabled,
  mode: settings.mode,
  clientId: settings.clientId,
  clientSecret: '',
  currency: settings.currency,
  buttonStyles: settings.buttonStyles,
  webhookId: settings.webhookId,
})

function SettingsForm({ settings }: { settings: AdminPaymentSettings }) {
  const save = useSavePaypalSettings()
  const reset = useResetPaypalSettings()
  const confirm = useConfirm()
  const { flash, show } = useFlash(3000)
  const form = useForm<PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsInputSchema),
    defaultValues: toForm(settings),
  })
  const {
    register,
    control,
    handleSubmit,
    reset: resetForm,
    formState: { errors },
  } = form
  // A save or reset answers with the stored settings; the form follows them (the secret stays blank).
  useEffect(() => resetForm(toForm(settings)), [settings, resetForm])
  const mode = useWatch({ control, name: 'mode' })
  const buttonStyles = useWatch({ control, name: 'buttonStyles' })

  const onSave = handleSubmit((input) =>
    save.mutate(
      { ...input, clientSecret: input.clientSecret?.trim() ? input.clientSecret : undefined },
      {
        onSuccess: () => show('success', paymentSettingsMessages.updated),
        onError: (error) => {
          // Read before narrowing: NetworkError is shaped like any Error, so the else branch types as never.
          const { message } = error
          show(
            'error',
            isNetworkError(error)
              ? 'Error updating PayPal settings'
              : `${paymentSettingsMessages.updateFailed}: ${message}`,
          )
        },
      },
    ),
  )

  const onReset = async () => {
    if (!(await confirm(RESET_CONFIRM, { confirmLabel: 'Reset', tone: 'primary' }))) return
    reset.mutate(undefined, {
      onSuccess: () => show('success', paymentSettingsMessages.reset),
      onError: (error) =>
        show(
          'error',
          isNetworkError(error) ? 'Error resetting PayPal settings' : paymentSettingsMessages.resetFailed,
        ),
    })
  }

  return (
    <form noValidate onSubmit={onSave} className="space-y-6" aria-label="PayPal Integration Settings">
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
      {mode === 'simulated' && settings.production && (
        <Alert>{paymentSettingsMessages.simulatedInProduction}</Alert>
      )}
      {mode === 'simulated' && !settings.production && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Simulated mode shows a 'Simulate PayPal approval' button instead of PayPal: orders are completed
          without any money moving. Use it for demos and tests only; it is never active in production.
        </p>
      )}
      {!settings.available && settings.unavailableReason && (
        <Alert>Payments are unavailable right now: {settings.unavailableReason}</Alert>
      )}

      <Card className="space-y-4 p-6">
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch label="Enable PayPal payments" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Mode"
            options={modeOptions}
            error={errors.mode?.message}
            {...register('mode')}
          />
          <SelectField
            label="Currency"
            options={PAYMENT_CURRENCIES}
            error={errors.currency?.message}
            {...register('currency')}
          />
        </div>
        <TextField
          label="Client ID"
          autoComplete="off"
          error={errors.clientId?.message}
          {...register('clientId')}
        />
        <SecretField
          label="Client Secret"
          masked={settings.clientSecretMasked}
          isSet={settings.clientSecretSet}
          error={errors.clientSecret?.message}
          {...register('clientSecret')}
        />
        <TextField
          label="Webhook ID"
          autoComplete="off"
          hint="From the PayPal developer dashboard; needed to verify webhook signatures."
          error={errors.webhookId?.message}
          {...register('webhookId')}
        />
      </Card>

      <Card className="space-y-4 p-6">
        <h3 className="text-lg font-semibold">Button Appearance</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Layout" options={BUTTON_LAYOUTS} {...register('buttonStyles.layout')} />
          <SelectField label="Color" options={BUTTON_COLORS} {...register('buttonStyles.color')} />
          <SelectField label="Shape" options={BUTTON_SHAPES} {...register('buttonStyles.shape')} />
          <SelectField label="Label" options={BUTTON_LABELS} {...register('buttonStyles.label')} />
        </div>
        <PaypalButtonPreview style={buttonStyles} />
      </Card>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void onReset()} disabled={reset.isPending}>
          {reset.isPending && <Spinner className="size-4" />}
          Reset to Default
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}

/**
 * The spec's Active/Inactive badge. Simulated mode takes no money, so it never shows the green
 * 'Active' of a real PayPal account: it says Simulated, in the demo bar's amber.
 */
function StatusBadge({ enabled, mode }: { enabled: boolean; mode: string }) {
  if (!enabled) return <Badge tone="grey">Inactive</Badge>
  if (mode === 'simulated') {
    return (
      <Badge tone="yellow" className="gap-1">
        <FlaskConical aria-hidden="true" className="size-3.5" />
        Simulated: no real payments
      </Badge>
    )
  }
  return <Badge tone="green">Active</Badge>
}

/** The 'Paypal Setup' settings panel (admin-and-items.md, Payment provider settings). */
export function PaypalSettingsPanel() {
  const settings = useAdminPaypalSettings()
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">PayPal Integration Settings</h2>
        {settings.data && <StatusBadge enabled={settings.data.enabled} mode={settings.data.mode} />}
      </div>
      {settings.isPending ? (
        <Loader label="Loading PayPal settings..." />
      ) : settings.isError ? (
        <Alert>
          {isNetworkError(settings.error) ? 'Error fetching PayPal data' : paymentSettingsMessages.loadFailed}
        </Alert>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  )
}
