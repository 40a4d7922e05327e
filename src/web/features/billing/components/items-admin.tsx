import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { AdminItem } from '#shared/billing/items.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { PlainHeader, TableFrame } from '#web/components/ui/sortable-table.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useDeleteItem } from '#web/features/billing/api/delete-item.ts'
import { useAdminItems } from '#web/features/billing/api/get-items.ts'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'
import { ItemFormDialog } from '#web/features/billing/components/item-form-dialog.tsx'
import { isApiError } from '#web/lib/api.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

type Editing = { item?: AdminItem } | null

/** /admin/items: the digital items the shop sells, with add, edit and delete. */
export function ItemsAdmin() {
  const items = useAdminItems()
  const currency = useShopCurrency()
  const remove = useDeleteItem()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing>(null)

  const onDelete = async (item: AdminItem) => {
    if (!(await confirm(`Are you sure you want to delete ${item.itemName}?`, { confirmLabel: 'Delete' })))
      return
    remove.mutate(item.id, {
      onSuccess: () => notifySuccess('Item deleted successfully'),
      onError: (error) => notifyError(isApiError(error) ? error.message : 'Failed to delete item'),
    })
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Items</h1>
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" className="size-4" />
          Add Item
        </Button>
      </div>
      {items.isPending ? (
        <Loader label="Loading items..." />
      ) : items.isError ? (
        <Alert>Failed to fetch items</Alert>
      ) : (
        <TableFrame
          label="Items"
          head={
            <>
              <PlainHeader>Item</PlainHeader>
              <PlainHeader>Item ID</PlainHeader>
              <PlainHeader>Slug</PlainHeader>
              <PlainHeader>Price</PlainHeader>
              <PlainHeader>Actions</PlainHeader>
            </>
          }
        >
          {items.data.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-10 text-center text-ink-muted">
                No items yet. Add one to start selling it.
              </td>
            </tr>
          ) : (
            items.data.map((item) => (
              <tr key={item.id}>
                <td className="px-4 py-3 font-medium">{item.itemName}</td>
                <td className="px-4 py-3 font-mono">{item.itemId}</td>
                <td className="px-4 py-3">{item.slug}</td>
                <td className="px-4 py-3 tabular-nums">{formatMoney(item.priceCents, currency)}</td>
                <td className="px-4 py-3">
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${item.itemName}`}
                      onClick={() => setEditing({ item })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${item.itemName}`}
                      onClick={() => void onDelete(item)}
                    >
                      <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </TableFrame>
      )}
      {editing && <ItemFormDialog editing={editing.item} onClose={() => setEditing(null)} />}
    </div>
  )
}
