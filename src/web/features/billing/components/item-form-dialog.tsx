import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { AdminItem } from '#shared/billing/items.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'
import { useSaveItem } from '#web/features/billing/api/save-item.ts'
import {
  type ItemFormValues,
  itemFormDefaults,
  itemFormSchema,
  toItemInput,
} from '#web/features/billing/lib/item-form.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifySuccess } from '#web/lib/toast.ts'

const formFields = ['itemName', 'price', 'guidelines', 'accessUrl', 'slug', 'itemId', 'imageUrl'] as const

/** Add Item / Edit Item. The spec never shows where items come from; an operator needs this. */
export function ItemFormDialog({ editing, onClose }: { editing?: AdminItem; onClose: () => void }) {
  const currency = useShopCurrency()
  const formId = useId()
  const save = useSaveItem()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: itemFormDefaults(editing),
  })

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: editing?.id, input: toItemInput(itemFormSchema.parse(values)) },
      {
        onSuccess: () => {
          notifySuccess(editing ? 'Item updated successfully' : 'Item added successfully')
          onClose()
        },
        onError: (error) => {
          for (const issue of isApiError(error) ? (error.issues ?? []) : []) {
            const field = issue.path === 'priceCents' ? 'price' : issue.path
            const known = formFields.find((name) => name === field)
            if (known) setError(known, { message: issue.message })
          }
        },
      },
    ),
  )

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Item' : 'Add New Item'}
      className="max-w-2xl"
      footer={
        <DialogFormFooter
          formId={formId}
          onCancel={onClose}
          isPending={save.isPending}
          submitLabel={editing ? 'Update Item' : 'Save Item'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {save.error && (
          <Alert>
            {editing ? 'Failed to update item' : 'Failed to add item'}
            {isApiError(save.error) && save.error.code !== 'VALIDATION' && (
              <span className="block">{save.error.message}</span>
            )}
          </Alert>
        )}
        <TextField label="Item Name" required error={errors.itemName?.message} {...register('itemName')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Price (${currency})`}
            inputMode="decimal"
            required
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label="Item ID"
            hint="Blank: the server makes an 8-character code."
            error={errors.itemId?.message}
            {...register('itemId')}
          />
          <TextField
            label="Slug"
            hint="Blank: made from the name."
            error={errors.slug?.message}
            {...register('slug')}
          />
          <TextField label="Image URL" error={errors.imageUrl?.message} {...register('imageUrl')} />
        </div>
        <TextField
          label="Access URL"
          required
          hint="Shown to paid buyers only."
          error={errors.accessUrl?.message}
          {...register('accessUrl')}
        />
        <TextAreaField
          label="Guidelines"
          hint="Shown to paid buyers with the access URL."
          error={errors.guidelines?.message}
          {...register('guidelines')}
        />
      </form>
    </Dialog>
  )
}
