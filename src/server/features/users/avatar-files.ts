/**
 * Profile photos live in the FileStore as `avatars/{userId}/{uuid}.jpg` and are served from
 * `/api/avatars/{userId}/{uuid}.jpg`. The uuid makes the address unguessable and unique per
 * upload, so the route can be public and cached for a year.
 */
const AVATAR_URL_PREFIX = '/api/avatars/'

export const avatarUrl = (key: string) => `${AVATAR_URL_PREFIX}${key.slice('avatars/'.length)}`

export function avatarKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null
  return `avatars/${url.slice(AVATAR_URL_PREFIX.length)}`
}

/** The only file names we ever create: a uuid and .jpg. */
export const avatarFilePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/
export const userIdPattern = /^[A-Za-z0-9_-]{1,100}$/
