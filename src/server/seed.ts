import { count } from 'drizzle-orm'
import { defaultItems, defaultPackages, defaultPaymentSettings } from '#server/features/billing/index.ts'
import { contentDefaults } from '#server/features/content/index.ts'
import type { AppConfig } from './config/config.ts'
import type { Db } from './db/client.ts'
import { contentSections, items, packages, paymentSettings } from './db/schema.ts'

/**
 * Fills an empty install with what the product needs to show itself. Idempotent: existing rows
 * are never overwritten, and packages are only added to an install that has none.
 */
export async function seedDefaults(
  db: Db,
  config: Pick<AppConfig, 'isProduction' | 'appUrl'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(contentSections)
      .values(Object.entries(contentDefaults).map(([key, data]) => ({ key, data })))
      .onConflictDoNothing()

    const [existing] = await tx.select({ n: count() }).from(packages)
    if ((existing?.n ?? 0) === 0) await tx.insert(packages).values(defaultPackages)

    const [existingItems] = await tx.select({ n: count() }).from(items)
    if ((existingItems?.n ?? 0) === 0) await tx.insert(items).values(defaultItems)

    // The same rule as Reset to Default: simulated payments only on a local, non-production
    // install; a server others can reach starts with payments off until PayPal is configured.
    await tx
      .insert(paymentSettings)
      .values({ id: 'default', ...defaultPaymentSettings(config) })
      .onConflictDoNothing()
  })
}
