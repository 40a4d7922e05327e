import { useConfirm } from '#web/components/ui/confirm.tsx'
import { useDeleteOrder } from '#web/features/billing/api/delete-order.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

export const deleteTexts = {
  confirm: 'Are you sure you want to delete this order?',
  done: 'Order deleted successfully!',
  refused: 'Failed to delete order.',
  broken: 'Something went wrong while deleting.',
} as const

/**
 * Pending-only delete with a confirmation and the spec's three outcomes (admin-and-items.md §8),
 * told in a toast as the rest of the back office does: a message at the top of the page is off
 * screen when a lower row was deleted.
 */
export function useOrderDelete(kind: OrderKind) {
  const remove = useDeleteOrder(kind)
  const confirm = useConfirm()
  const deleteOrder = async (orderId: string) => {
    if (!(await confirm(deleteTexts.confirm, { confirmLabel: 'Delete' }))) return
    remove.mutate(orderId, {
      onSuccess: () => notifySuccess(deleteTexts.done),
      // The server answered (e.g. the order was paid meanwhile) versus no answer at all.
      onError: (error) => notifyError(isApiError(error) ? deleteTexts.refused : deleteTexts.broken),
    })
  }
  return { deleteOrder, isDeleting: remove.isPending }
}
