import { Trash2 } from 'lucide-react'

/** The trash icon the order tables show on pending rows only. */
export function DeleteOrderButton({
  orderId,
  disabled,
  onDelete,
}: {
  orderId: string
  disabled?: boolean
  onDelete: (orderId: string) => void
}) {
  return (
    <button
      type="button"
      aria-label={`Delete order ${orderId}`}
      disabled={disabled}
      onClick={() => onDelete(orderId)}
      className="inline-flex size-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:ring-3 focus-visible:ring-red-200 focus-visible:outline-none disabled:opacity-50"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  )
}
