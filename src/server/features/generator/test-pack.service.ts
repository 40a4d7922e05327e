import { Readable } from 'node:stream'
import { and, eq, inArray } from 'drizzle-orm'
import { Zip, ZipPassThrough } from 'fflate'
import { aspectOf, OUTPUT_MAX_BYTES } from '#shared/generator/defaults.ts'
import {
  TEST_PACK_HEIGHT,
  TEST_PACK_WIDTH,
  testPackMessages,
  testPackName,
} from '#shared/generator/test-pack.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { generations } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'

const JPEG_QUALITIES = [90, 84, 78, 70, 62, 54, 46, 38]
const LETTERS = ['a', 'b', 'c'] as const

/** Lower-case ASCII words joined by hyphens, so every unzip tool and file system keeps the name. */
export function slug(text: string, max = 40): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}

/** Test & Compare wants 16:9 at 1280×720 and under 2 MB; a 4K PNG composite becomes that here. */
export async function toTestPackJpeg(composite: Buffer): Promise<Buffer> {
  // Loaded on first use, so an idle server does not hold libvips (server.idleRssMB).
  const { default: sharp } = await import('sharp')
  let bytes = Buffer.alloc(0)
  for (const quality of JPEG_QUALITIES) {
    bytes = await sharp(composite)
      .resize(TEST_PACK_WIDTH, TEST_PACK_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#000000' })
      .jpeg({ quality, mozjpeg: false })
      .toBuffer()
    if (bytes.length < OUTPUT_MAX_BYTES) break
  }
  return bytes
}

/**
 * The caller's 2-3 finished 16:9 thumbnails, in the order picked, as `a-{title}.jpg`, `b-…`,
 * `c-…`. Ownership is in the WHERE, so another user's id is simply not found (404). JPEGs do not
 * shrink in a zip, so the entries are stored, not deflated, and the zip streams as it is written.
 */
export async function buildTestPack(deps: Pick<AppDeps, 'db' | 'files'>, userId: string, ids: string[]) {
  const rows = await deps.db
    .select()
    .from(generations)
    .where(and(inArray(generations.id, ids), eq(generations.userId, userId)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const picked = ids.map((id) => byId.get(id))
  if (picked.some((row) => row === undefined)) throw notFound('Generation')
  const found = picked.filter((row) => row !== undefined)
  if (found.some((row) => row.status !== 'succeeded' || !row.compositeKey)) {
    throw new AppError('CONFLICT', testPackMessages.unfinished)
  }
  if (found.some((row) => aspectOf(row.params.output.size) === '9:16')) {
    throw new AppError('VALIDATION', testPackMessages.shorts)
  }

  const entries = await Promise.all(
    found.map(async (row, index) => {
      const composite = row.compositeKey ? await deps.files.get(row.compositeKey) : null
      if (!composite) throw notFound('Image')
      const title = slug(row.params.textOverlay.title) || 'thumbnail'
      return { name: `${LETTERS[index]}-${title}.jpg`, bytes: await toTestPackJpeg(composite) }
    }),
  )
  return { filename: testPackName(Date.now()), stream: zipStream(entries) }
}

function zipStream(entries: { name: string; bytes: Buffer }[]): Readable {
  const out = new Readable({ read() {} })
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error)
    out.push(Buffer.from(chunk))
    if (final) out.push(null)
  })
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.name)
    zip.add(file)
    file.push(new Uint8Array(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.length), true)
  }
  zip.end()
  return out
}
