import { APIError } from 'better-auth/api'
import { registerSchema } from '#shared/auth/schemas.ts'

/**
 * better-auth's sign-up takes a `name` of any length and an `image` URL. The name gets the same
 * rule as the register form (trimmed, 1–100 characters); the image is never taken from sign-up,
 * since a photo reaches an account only through POST /api/me/photo.
 */
export function newUserFields<T extends { name: string; image?: string | null }>(user: T): T {
  const name = registerSchema.shape.name.safeParse(user.name)
  if (!name.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_NAME',
      message: name.error.issues[0]?.message ?? 'Invalid name',
    })
  }
  return { ...user, name: name.data, image: null }
}
