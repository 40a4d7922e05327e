import { Link } from 'react-router'
import type { ItemOrder } from '#shared/billing/orders.ts'
import { ITEM_NAME_DISPLAY_MAX } from '#shared/common/constants.ts'
import { paths } from '#web/config/paths.ts'

/** Item names are cut at 30 characters plus an ellipsis (admin-and-items.md, Item Orders Management). */
export const truncateItemName = (name: string) =>
  name.length > ITEM_NAME_DISPLAY_MAX ? `${name.slice(0, ITEM_NAME_DISPLAY_MAX)}...` : name

/** The Item column: the (shortened) name linking to /premium/{slug}/{itemId}, then the item ID or N/A. */
export function ItemNameCell({
  order,
  linked = true,
  adminPreview = false,
}: {
  order: ItemOrder
  linked?: boolean
  /** Item Orders Management: the link opens the admin's read-only view of this order's item. */
  adminPreview?: boolean
}) {
  const name = truncateItemName(order.itemName)
  const premium = order.slug && order.itemId ? paths.premium.getHref(order.slug, order.itemId) : null
  const target = premium && adminPreview ? `${premium}?order=${encodeURIComponent(order.orderId)}` : premium
  return (
    <div className="min-w-0">
      {linked && target ? (
        <Link to={target} title={order.itemName} className="font-medium text-brand-700 hover:underline">
          {name}
        </Link>
      ) : (
        <span title={order.itemName} className="font-medium">
          {name}
        </span>
      )}
      <p className="text-xs text-ink-muted">{order.itemId ?? 'N/A'}</p>
    </div>
  )
}
