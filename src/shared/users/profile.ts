import { z } from 'zod'
import { profileMessages } from './messages.ts'

const optionalText = (max: number) => z.string().trim().max(max)

/**
 * PUT /api/me/profile and the Account settings form. Strict: e-mail, role, credits and
 * membership are not fields here, so any attempt to send them is refused with 400.
 */
export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, profileMessages.nameRequired).max(100),
  aboutMe: optionalText(2000),
  address: optionalText(200),
  phone: optionalText(40),
  city: optionalText(100),
  country: optionalText(100),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

/** POST /api/me/photo answers the new photo's URL (the spec's `file.url`). */
export const photoResultSchema = z.object({ profileUrl: z.string().nullable() })
export type PhotoResult = z.infer<typeof photoResultSchema>
