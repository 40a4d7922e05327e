import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type BillingFields, billingFieldsSchema } from '#shared/billing/orders.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { isApiError } from '#web/lib/api.ts'

type Props = {
  email: string
  defaultName: string
  /** What the buyer's last order was billed to: the fields start with it and stay editable. */
  remembered?: BillingFields | null
  countries: readonly string[]
  isPending: boolean
  error: Error | null
  onSubmit: (billing: BillingFields) => void
}

const fields = ['fullName', 'address', 'country'] as const

/** Billing Information for both checkouts: full name, read-only e-mail, address and country. */
export function CheckoutForm({
  email,
  defaultName,
  remembered,
  countries,
  isPending,
  error,
  onSubmit,
}: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillingFields>({
    resolver: zodResolver(billingFieldsSchema),
    defaultValues: {
      fullName: remembered?.fullName || defaultName,
      address: remembered?.address ?? '',
      // A country no longer on the list would look chosen but fail on submit: ask again instead.
      country: remembered && countries.includes(remembered.country) ? remembered.country : '',
    },
  })
  // Server field errors land on their fields; anything else shows above the form.
  const serverIssue = (field: (typeof fields)[number]) =>
    isApiError(error) ? error.issues?.find((issue) => issue.path === field)?.message : undefined
  const general = error && !(isApiError(error) && error.issues?.some((i) => fields.some((f) => f === i.path)))

  return (
    <form noValidate aria-label="Billing Information" onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {general && <Alert>{error.message || 'Could not create your order. Please try again.'}</Alert>}
      {remembered && (
        <p className="text-sm text-ink-muted">
          Filled in from your last order. Change anything that is different.
        </p>
      )}
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.fullName?.message ?? serverIssue('fullName')}
        {...register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        value={email}
        readOnly
        hint="Your order is sent to this address."
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        required
        error={errors.address?.message ?? serverIssue('address')}
        {...register('address')}
      />
      <SelectField
        label="Country"
        required
        placeholder="Select a country"
        options={countries}
        error={errors.country?.message ?? serverIssue('country')}
        {...register('country')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending && <Spinner className="size-4" />}
        {isPending ? 'Processing...' : 'Proceed to Payment'}
      </Button>
    </form>
  )
}
