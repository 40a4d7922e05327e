import { asc, eq, or } from 'drizzle-orm'
import {
  type AdminItem,
  type Item,
  type ItemInput,
  itemInputSchema,
  itemMessages,
} from '#shared/billing/items.ts'
import type { Db } from '../../db/client.ts'
import { items } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { isUniqueViolation, randomCode } from './codes.ts'
import { isUuid } from './packages.service.ts'

type ItemRow = typeof items.$inferSelect

const itemNotFound = () => new AppError('NOT_FOUND', 'Item not found')

export const toItem = (row: ItemRow): Item => ({
  id: row.id,
  itemId: row.itemId,
  itemName: row.itemName,
  priceCents: row.priceCents,
  slug: row.slug,
  imageUrl: row.imageUrl,
})

export const toAdminItem = (row: ItemRow): AdminItem => ({
  ...toItem(row),
  guidelines: row.guidelines,
  accessUrl: row.accessUrl,
})

/** An item by its id or by its public itemId code. */
export async function findItemRow(db: Db, ref: string): Promise<ItemRow> {
  const match = isUuid(ref) ? or(eq(items.id, ref), eq(items.itemId, ref)) : eq(items.itemId, ref)
  const [row] = await db.select().from(items).where(match)
  if (!row) throw itemNotFound()
  return row
}

export async function listItemRows(db: Db): Promise<ItemRow[]> {
  return db.select().from(items).orderBy(asc(items.createdAt), asc(items.id))
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'item'

function toColumns(input: ItemInput) {
  const parsed = itemInputSchema.parse(input)
  return {
    itemName: parsed.itemName,
    priceCents: parsed.priceCents,
    guidelines: parsed.guidelines,
    accessUrl: parsed.accessUrl,
    imageUrl: parsed.imageUrl,
    slug: parsed.slug || slugify(parsed.itemName),
    itemId: parsed.itemId || randomCode(),
  }
}

async function refuseDuplicateCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', itemMessages.itemIdTaken, [
        { path: 'itemId', message: itemMessages.itemIdTaken },
      ])
    }
    throw error
  }
}

export async function createItem(db: Db, input: ItemInput): Promise<AdminItem> {
  const [row] = await refuseDuplicateCode(() => db.insert(items).values(toColumns(input)).returning())
  if (!row) throw new Error('item insert returned nothing')
  return toAdminItem(row)
}

/** Edits apply to new orders; orders already placed keep the access they were sold with. */
export async function updateItem(db: Db, ref: string, input: ItemInput): Promise<AdminItem> {
  const current = await findItemRow(db, ref)
  const columns = toColumns({ ...input, itemId: input.itemId || current.itemId })
  const [row] = await refuseDuplicateCode(() =>
    db
      .update(items)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(items.id, current.id))
      .returning(),
  )
  if (!row) throw itemNotFound()
  noteAuditChange({ entityId: row.id, before: toAdminItem(current), after: toAdminItem(row) })
  return toAdminItem(row)
}

/** Orders keep a copy of what they sold, so removing an item never takes access from a buyer. */
export async function deleteItem(db: Db, ref: string): Promise<void> {
  const current = await findItemRow(db, ref)
  await db.delete(items).where(eq(items.id, current.id))
  noteAuditChange({ entityId: current.id, before: toAdminItem(current), after: null })
}
