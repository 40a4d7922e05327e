import { count } from 'drizzle-orm'
import { defaultButtonStyles, defaultPackages } from '../features/billing/defaults.ts'
import { defaultItems } from '../features/billing/item-defaults.ts'
import { contentDefaults } from '../features/content/defaults.ts'
import type { Db } from './client.ts'
import { contentSections, items, packages, paymentSettings } from './schema.ts'

/**
 * Fills an empty install with what the product needs to show itself. Idempotent: existing rows
 * are never overwritten, and packages are only added to an install that has none.
 */
export async function seedDefaults(db: Db, options: { isProduction: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(contentSections)
      .values(Object.entries(contentDefaults).map(([key, data]) => ({ key, data })))
      .onConflictDoNothing()

    const [existing] = await tx.select({ n: count() }).from(packages)
    if ((existing?.n ?? 0) === 0) await tx.insert(packages).values(defaultPackages)

    const [existingItems] = await tx.select({ n: count() }).from(items)
    if ((existingItems?.n ?? 0) === 0) await tx.insert(items).values(defaultItems)

    // Outside production a demo can complete a purchase offline; production starts disabled
    // until the operator configures PayPal.
    await tx
      .insert(paymentSettings)
      .values({
        id: 'default',
        enabled: !options.isProduction,
        mode: options.isProduction ? 'sandbox' : 'simulated',
        currency: 'USD',
        buttonStyles: defaultButtonStyles,
      })
      .onConflictDoNothing()
  })
}
