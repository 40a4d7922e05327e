import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import {
  MAX_PACKAGES,
  type Package,
  type PackageInput,
  packageInputSchema,
  packageMessages,
  packagePointKeys,
} from '#shared/billing/packages.ts'
import type { Db } from '../../db/client.ts'
import { orders, packages } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'

type PackageRow = typeof packages.$inferSelect

export function toPackage(row: PackageRow): Package {
  const points: Package['points'] = {}
  for (const key of packagePointKeys) {
    const text = row.points[key]?.trim()
    if (text) points[key] = text
  }
  return {
    id: row.id,
    packageName: row.name,
    priceCents: row.priceCents,
    credit: row.credit,
    validity: row.validityDays,
    isPopular: row.isPopular,
    points,
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

/** Packages on sale (not archived), cheapest first, ties in creation order. */
export async function listPackages(db: Db): Promise<Package[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(isNull(packages.archivedAt))
    .orderBy(asc(packages.priceCents), asc(packages.createdAt), asc(packages.id))
  return rows.map(toPackage)
}

/** A package on sale; archived or unknown ids answer 404. */
export async function findPackageRow(db: Db, id: string): Promise<PackageRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', packageMessages.notFound)
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), isNull(packages.archivedAt)))
  if (!row) throw new AppError('NOT_FOUND', packageMessages.notFound)
  return row
}

export async function getPackage(db: Db, id: string): Promise<Package> {
  return toPackage(await findPackageRow(db, id))
}

function toColumns(input: PackageInput) {
  const parsed = packageInputSchema.parse(input)
  return {
    name: parsed.packageName,
    priceCents: parsed.priceCents,
    credit: parsed.credit,
    validityDays: parsed.validity,
    isPopular: parsed.isPopular,
    points: Object.fromEntries(
      packagePointKeys.flatMap((key) => (parsed.points[key] ? [[key, parsed.points[key]]] : [])),
    ),
  }
}

/** Any fixed number: it only has to be the same for every process creating packages. */
const PACKAGE_LIMIT_LOCK = 730_001

/**
 * At most 3 packages on sale. The count and the insert run under one transaction-scoped lock, so
 * two admins saving at the same moment cannot end with four.
 */
export async function createPackage(db: Db, input: PackageInput): Promise<Package> {
  const values = toColumns(input)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PACKAGE_LIMIT_LOCK})`)
    const [current] = await tx.select({ n: count() }).from(packages).where(isNull(packages.archivedAt))
    if ((current?.n ?? 0) >= MAX_PACKAGES) throw new AppError('LIMIT_REACHED', packageMessages.limitReached)
    const [row] = await tx.insert(packages).values(values).returning()
    if (!row) throw new Error('package insert returned nothing')
    return toPackage(row)
  })
}

export async function updatePackage(db: Db, id: string, input: PackageInput): Promise<Package> {
  const before = toPackage(await findPackageRow(db, id))
  const [row] = await db
    .update(packages)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(and(eq(packages.id, id), isNull(packages.archivedAt)))
    .returning()
  if (!row) throw new AppError('NOT_FOUND', packageMessages.notFound)
  const after = toPackage(row)
  noteAuditChange({ before, after })
  return after
}

/**
 * Removes a package from sale (docs/decisions/008-package-delete-archives.md): archived when any
 * order references it, so order history keeps its link; deleted outright otherwise.
 */
export async function deletePackage(db: Db, id: string): Promise<{ archived: boolean }> {
  noteAuditChange({ before: toPackage(await findPackageRow(db, id)), after: null })
  return db.transaction(async (tx) => {
    const [referenced] = await tx.select({ n: count() }).from(orders).where(eq(orders.packageId, id))
    if ((referenced?.n ?? 0) > 0) {
      await tx
        .update(packages)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(packages.id, id))
      return { archived: true }
    }
    await tx.delete(packages).where(eq(packages.id, id))
    return { archived: false }
  })
}
