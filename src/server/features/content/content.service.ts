import { eq, sql } from 'drizzle-orm'
import { type ContentSectionKey, youtubeVideoId } from '#shared/content/messages.ts'
import {
  type BannerStats,
  contentSectionSchemas,
  type SectionData,
  type SectionFields,
} from '#shared/content/schemas.ts'
import type { Db } from '../../db/client.ts'
import { contentSections } from '../../db/schema.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { sanitizeRichText } from '../../lib/sanitize-html.ts'
import { contentDefaults } from './defaults.ts'

type Row = typeof contentSections.$inferSelect

/** The fields that may hold HTML; everything else is plain text that React escapes. */
const htmlFields: Partial<Record<ContentSectionKey, readonly string[]>> = {
  'banner-section': ['mainTitle'],
  'footer-section': ['copyright'],
}

function sanitizeHtmlFields<K extends ContentSectionKey>(key: K, fields: SectionFields<K>): SectionFields<K> {
  const names = htmlFields[key]
  if (!names) return fields
  const copy: Record<string, unknown> = { ...fields }
  for (const name of names) {
    if (typeof copy[name] === 'string') copy[name] = sanitizeRichText(copy[name])
  }
  return copy as SectionFields<K>
}

const parseDefaults = <K extends ContentSectionKey>(key: K) =>
  contentSectionSchemas[key].parse(contentDefaults[key]) as SectionFields<K>

/**
 * The stored fields, parsed. A rule tightened since the row was written (a banner video id that is
 * not 11 characters, an empty testimonials Main Title) costs only the fields it now refuses, which
 * read as their defaults; everything else the operator wrote stays.
 */
function parseStored<K extends ContentSectionKey>(key: K, data: unknown): SectionFields<K> | undefined {
  const schema = contentSectionSchemas[key]
  const first = schema.safeParse(data)
  if (first.success) return first.data as SectionFields<K>
  if (typeof data !== 'object' || data === null) return undefined
  const defaults = contentDefaults[key] as Record<string, unknown>
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0])))
  const repaired = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, refused.has(name) ? defaults[name] : value]),
  )
  const second = schema.safeParse(repaired)
  return second.success ? (second.data as SectionFields<K>) : undefined
}

/**
 * A stored row as the API shows it. The stored JSON goes through the schema again (so a row
 * written by an older version still has every field) and its HTML is sanitized again on the way
 * out, whatever was written to the database behind the API's back.
 */
function toData<K extends ContentSectionKey>(key: K, row: Row | undefined): SectionData<K> {
  const fields = (row && parseStored(key, row.data)) ?? parseDefaults(key)
  return {
    ...sanitizeHtmlFields(key, fields),
    isActive: row?.isActive ?? true,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  }
}

async function readRow(db: Db, key: ContentSectionKey): Promise<Row | undefined> {
  const [row] = await db.select().from(contentSections).where(eq(contentSections.key, key))
  return row
}

export async function getSection<K extends ContentSectionKey>(db: Db, key: K): Promise<SectionData<K>> {
  return toData(key, await readRow(db, key))
}

/** Stores the row (inserting it when a section was never seeded) and returns it as the API shows it. */
async function writeSection<K extends ContentSectionKey>(
  db: Db,
  key: K,
  values: { data?: SectionFields<K>; isActive?: boolean; updatedBy: string },
): Promise<SectionData<K>> {
  const set = {
    ...(values.data ? { data: values.data as Record<string, unknown> } : {}),
    ...(values.isActive === undefined ? {} : { isActive: values.isActive }),
    updatedAt: new Date(),
    updatedBy: values.updatedBy,
  }
  const before = await readRow(db, key)
  const [row] = await db
    .insert(contentSections)
    .values({ key, data: (values.data ?? parseDefaults(key)) as Record<string, unknown>, ...set })
    .onConflictDoUpdate({ target: contentSections.key, set })
    .returning()
  noteAuditChange({
    entityType: key,
    entityId: null,
    before: auditedSection(before),
    after: auditedSection(row),
  })
  return toData(key, row)
}

/** A section as the audit log compares it: its fields and whether it is shown. */
function auditedSection(row: { data: unknown; isActive: boolean } | null | undefined) {
  if (!row) return null
  return { ...(row.data as Record<string, unknown>), isActive: row.isActive }
}

/** PUT: the whole section, already validated by its schema; HTML is sanitized before it is stored. */
export function updateSection<K extends ContentSectionKey>(
  db: Db,
  key: K,
  input: SectionFields<K> & { isActive?: boolean },
  editorId: string,
): Promise<SectionData<K>> {
  const { isActive, ...fields } = input
  return writeSection(db, key, {
    data: sanitizeHtmlFields(key, fields as SectionFields<K>),
    isActive,
    updatedBy: editorId,
  })
}

/** PATCH …/toggle: flips isActive in one statement, so two admins clicking at once both count. */
export async function toggleSection<K extends ContentSectionKey>(
  db: Db,
  key: K,
  editorId: string,
): Promise<SectionData<K>> {
  const current = await readRow(db, key)
  if (!current) return writeSection(db, key, { isActive: false, updatedBy: editorId })
  const [row] = await db
    .update(contentSections)
    .set({ isActive: sql`not ${contentSections.isActive}`, updatedAt: new Date(), updatedBy: editorId })
    .where(eq(contentSections.key, key))
    .returning()
  noteAuditChange({
    entityType: key,
    before: { isActive: current.isActive },
    after: row ? { isActive: row.isActive } : null,
  })
  return toData(key, row)
}

/** POST …/reset: the seeded defaults, active again. */
export function resetSection<K extends ContentSectionKey>(
  db: Db,
  key: K,
  editorId: string,
): Promise<SectionData<K>> {
  return writeSection(db, key, { data: parseDefaults(key), isActive: true, updatedBy: editorId })
}

export async function getBannerStats(db: Db): Promise<BannerStats> {
  const banner = await getSection(db, 'banner-section')
  return {
    isActive: banner.isActive,
    hasYoutubeVideo: youtubeVideoId(banner.youtubeUrl) !== null,
    hasBackgroundImage: banner.backgroundImage.trim() !== '',
    lastUpdated: banner.updatedAt,
  }
}
