import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { PROFILE_PHOTO_SIZE_PX } from '#shared/users/constants.ts'
import { profileMessages } from '#shared/users/messages.ts'
import type { ProfileUpdate } from '#shared/users/profile.ts'
import type { AccountChanges, SessionRevocation } from '../../core/invalidation.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { ImagePool } from '../../lib/image-pool/pool.ts'
import { InvalidImageError } from '../../lib/images.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { avatarKeyFromUrl, avatarUrl } from './avatar-files.ts'

/** Empty text is stored as null, so "cleared" and "never set" read the same. */
const orNull = (value: string) => (value === '' ? null : value)

/** The name is part of the cached session, so the user's cached sessions go once it is saved. */
export async function updateProfile(
  deps: { db: Db; sessions: SessionRevocation },
  userId: string,
  input: ProfileUpdate,
): Promise<void> {
  const rows = await deps.db
    .update(users)
    .set({
      name: input.name,
      aboutMe: orNull(input.aboutMe),
      address: orNull(input.address),
      phone: orNull(input.phone),
      city: orNull(input.city),
      country: orNull(input.country),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  if (rows.length === 0) throw notFound('User')
  deps.sessions.userChanged(userId)
}

/**
 * Decodes the upload on an image thread (a non-image is refused before anything is written),
 * stores a fresh 512px square JPEG under a new unguessable key, points the user at it, then
 * removes the old file.
 */
export async function replacePhoto(
  deps: { db: Db; files: FileStore; accounts: AccountChanges; images: ImagePool },
  userId: string,
  bytes: Uint8Array,
): Promise<string> {
  const jpeg = await deps.images
    .run({ key: userId }, 'squareJpeg', bytes, PROFILE_PHOTO_SIZE_PX)
    .catch((error: unknown) => {
      // Something that is no image at all (a text file renamed .png) keeps the route's 415; a
      // damaged image or a decompression bomb stays a 400 with its own message.
      if (error instanceof InvalidImageError && error.problem === 'not-image') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.photoNotImage)
      }
      throw error
    })
  const key = `avatars/${userId}/${randomUUID()}.jpg`
  await deps.files.put(key, jpeg)
  const previous = await setImage(deps.db, userId, avatarUrl(key))
  if (previous === undefined) {
    await deps.files.delete(key)
    throw notFound('User')
  }
  deps.accounts.changed(userId)
  await deleteOwnedAvatar(deps.files, userId, previous)
  return avatarUrl(key)
}

export async function removePhoto(
  deps: { db: Db; files: FileStore; accounts: AccountChanges },
  userId: string,
): Promise<void> {
  const previous = await setImage(deps.db, userId, null)
  if (previous === undefined) throw notFound('User')
  deps.accounts.changed(userId)
  await deleteOwnedAvatar(deps.files, userId, previous)
}

/** Sets `user.image` and answers what it was before (undefined when the user does not exist). */
async function setImage(db: Db, userId: string, image: string | null): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!row) return undefined
    await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId))
    return row.image
  })
}

/** Only files this app stored for this user are deleted; an external URL is left alone. */
export async function deleteOwnedAvatar(files: FileStore, userId: string, url: string | null): Promise<void> {
  const key = avatarKeyFromUrl(url)
  if (key?.startsWith(`avatars/${userId}/`)) await files.delete(key)
}
