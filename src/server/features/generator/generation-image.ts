import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { isAdmin } from '#shared/common/roles.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import { SMALL_IMAGE_SIDE } from '#shared/generator/thumbnail-look.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { SessionUser } from '../../core/session-user.ts'
import { generations } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'
import { toGenerationView } from './generation-view.ts'

export type ImageSize = 'full' | 'small'

/**
 * The thumbnail's current file, for its owner and for an admin (decision 053): the customer view
 * and a reported ticket show the creator's picture. Only this read is opened to admins; the row's
 * JSON, its versions and every write stay the owner's alone, so anyone else still gets 404.
 */
export async function readGenerationImage(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  caller: Pick<SessionUser, 'id' | 'role'>,
  id: string,
  size: ImageSize,
) {
  const reach = isAdmin(caller.role)
    ? eq(generations.id, id)
    : and(eq(generations.id, id), eq(generations.userId, caller.id))
  const [row] = await deps.db.select().from(generations).where(reach)
  if (!row) throw notFound('Generation')
  if (!row.compositeKey || !row.mimeType) throw notFound('Image')
  // A re-edit writes its composite under a new key, so the key names the picture's content.
  const etag = `"${createHash('sha1').update(`${row.compositeKey}:${size}`).digest('base64url')}"`
  const { downloadName } = toGenerationView(row)
  return {
    etag,
    downloadName,
    read: async () => {
      const bytes = await deps.files.get(row.compositeKey ?? '')
      if (!bytes) throw notFound('Image')
      if (size === 'full') return { bytes, mimeType: row.mimeType ?? 'image/jpeg' }
      // Made on the caller's own line of the image threads; the ETag spares a second decode.
      const small = await deps.images.run({ key: caller.id }, 'toJpeg', bytes, SMALL_IMAGE_SIDE)
      return { bytes: small, mimeType: 'image/jpeg' }
    },
  }
}

/**
 * The pre-publish check of the creator's own finished thumbnail whose file is exactly `bytes`, or
 * null when none is (a picture made elsewhere, or changed since). The size narrows the search to a
 * row or two; the bytes decide.
 */
export async function checkOfImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: string,
  bytes: Buffer,
): Promise<PrepublishCheck | null> {
  const candidates = await deps.db
    .select({ compositeKey: generations.compositeKey, check: generations.prepublishCheck })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'succeeded'),
        eq(generations.bytes, bytes.length),
      ),
    )
    .limit(8)
  for (const candidate of candidates) {
    const file = candidate.compositeKey ? await deps.files.get(candidate.compositeKey) : null
    if (file?.equals(bytes)) return (candidate.check as PrepublishCheck | null) ?? null
  }
  return null
}
