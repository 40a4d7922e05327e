import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { type Package, packagePointKeys } from '#shared/billing/packages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useCreatePackage } from '#web/features/billing/api/create-package.ts'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'
import { useUpdatePackage } from '#web/features/billing/api/update-package.ts'
import {
  type PackageFormValues,
  packageFormDefaults,
  packageFormSchema,
  toPackageInput,
} from '#web/features/billing/lib/package-form.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifySuccess } from '#web/lib/toast.ts'

const pointLabels = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

type Props = {
  /** The package being edited; absent for Add New Package. */
  editing?: Package
  onClose: () => void
}

/** Add New Package / Edit Package (admin-and-items.md, Pricing Packages screen). Mounted while open. */
export function PackageFormDialog({ editing, onClose }: Props) {
  const currency = useShopCurrency()
  const formId = useId()
  const create = useCreatePackage()
  const update = useUpdatePackage()
  const mutation = editing ? update : create
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PackageFormValues>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: packageFormDefaults(editing),
  })

  const onSubmit = handleSubmit((values) => {
    const input = toPackageInput(packageFormSchema.parse(values))
    const done = {
      onSuccess: () => {
        notifySuccess(editing ? 'Package updated successfully' : 'Package added successfully')
        onClose()
      },
      onError: (error: Error) => {
        // Field errors from the server land on their fields; the alert says what failed.
        if (isApiError(error)) {
          for (const issue of error.issues ?? []) {
            const field = issue.path === 'priceCents' ? 'price' : issue.path
            if (field in values) setError(field as keyof PackageFormValues, { message: issue.message })
          }
        }
      },
    }
    if (editing) update.mutate({ id: editing.id, input }, done)
    else create.mutate(input, done)
  })

  const failure = mutation.error
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Package' : 'Add New Package'}
      className="max-w-2xl"
      footer={
        <DialogFormFooter
          formId={formId}
          onCancel={onClose}
          isPending={mutation.isPending}
          submitLabel={editing ? 'Update Package' : 'Save Package'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure && (
          <Alert>
            {editing ? 'Failed to update package' : 'Failed to add package'}
            {isApiError(failure) && failure.code !== 'VALIDATION' && (
              <span className="block text-red-700">{failure.message}</span>
            )}
          </Alert>
        )}
        <TextField
          label="Package Name"
          required
          error={errors.packageName?.message}
          {...register('packageName')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={`Price (${currency})`}
            inputMode="decimal"
            required
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label="Credit"
            inputMode="numeric"
            required
            error={errors.credit?.message}
            {...register('credit')}
          />
          <TextField
            label="Validity (days)"
            inputMode="numeric"
            hint="Blank means 30 days."
            error={errors.validity?.message}
            {...register('validity')}
          />
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-ink">
          <input type="checkbox" className="size-5 accent-brand-600" {...register('isPopular')} />
          Highlight as popular
        </label>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Feature points (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {packagePointKeys.map((key, index) => (
              <TextField
                key={key}
                label={`Point ${pointLabels[index]}`}
                error={errors.points?.[key]?.message}
                {...register(`points.${key}`)}
              />
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  )
}
