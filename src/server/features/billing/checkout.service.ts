import type { CreateItemOrderInput } from '#shared/billing/items.ts'
import type { CreateOrderInput } from '#shared/billing/orders.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { SessionUser } from '../../core/session-user.ts'
import { findItemRow } from './items.service.ts'
import { assertMayPurchase, placeOrder } from './orders.service.ts'
import { findPackageRow } from './packages.service.ts'
import { loadPaymentSettings } from './payment-settings.service.ts'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'config'>

async function currency(deps: Deps): Promise<string> {
  return (await loadPaymentSettings(deps.db, deps.secrets, deps.config)).currency
}

/** POST /api/orders: a pending order at the package's own price, credits and validity. */
export async function createPackageOrder(deps: Deps, user: SessionUser, input: CreateOrderInput) {
  assertMayPurchase(user)
  const pkg = await findPackageRow(deps.db, input.packageId)
  return placeOrder(deps.db, user, input, {
    kind: 'package',
    packageId: pkg.id,
    productName: pkg.name,
    priceCents: pkg.priceCents,
    credit: pkg.credit,
    validityDays: pkg.validityDays,
    // A snapshot: the order's details keep the points it was sold with after the package changes.
    points: pkg.points,
    currency: await currency(deps),
  })
}

/** POST /api/item-orders: a pending order at the item's own price; the item's access is copied on. */
export async function createItemOrder(deps: Deps, user: SessionUser, input: CreateItemOrderInput) {
  assertMayPurchase(user)
  const item = await findItemRow(deps.db, input.itemId)
  return placeOrder(deps.db, user, input, {
    kind: 'item',
    itemRef: item.id,
    itemCode: item.itemId,
    slug: item.slug,
    imageUrl: item.imageUrl,
    accessUrl: item.accessUrl,
    guidelines: item.guidelines,
    productName: item.itemName,
    priceCents: item.priceCents,
    credit: 0,
    validityDays: null,
    currency: await currency(deps),
  })
}
