import { useConfirm } from '#web/components/ui/confirm.tsx'
import { useDeleteOrder } from '#web/features/billing/api/delete-order.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { isApiError } from '#web/lib/api.ts'
import { useFlash } from '#web/lib/use-flash.ts'

export const deleteTexts = {
  confirm: 'Are you sure you want to delete this order?',
  done: 'Order deleted successfully!',
  refused: 'Failed to delete order.',
  broken: 'Something went wrong while deleting.',
} as const

/** Pending-only delete with a confirmation and the spec's three outcomes (admin-and-items.md §8). */
export function useOrderDelete(kind: OrderKind) {
  const remove = useDeleteOrder(kind)
  const confirm = useConfirm()
  const { flash, show } = useFlash(3000)
  const deleteOrder = async (orderId: string) => {
    if (!(await confirm(deleteTexts.confirm, { confirmLabel: 'Delete' }))) return
    remove.mutate(orderId, {
      onSuccess: () => show('success', deleteTexts.done),
      // The server answered (e.g. the order was paid meanwhile) versus no answer at all.
      onError: (error) => show('error', isApiError(error) ? deleteTexts.refused : deleteTexts.broken),
    })
  }
  return { deleteOrder, flash, isDeleting: remove.isPending }
}
