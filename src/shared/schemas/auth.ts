import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts'
import { authMessages } from '../messages/auth.ts'

const email = z.string().trim().min(1, authMessages.emailRequired).email(authMessages.invalidEmail)

const newPassword = z
  .string()
  .min(1, authMessages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH)

/** The confirmation must repeat the password; the message shows under the confirmation field. */
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.password === v.confirmPassword,
  { path: ['confirmPassword'], message: authMessages.passwordsDoNotMatch },
]

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, authMessages.nameRequired).max(100),
    email,
    password: newPassword,
    confirmPassword: z.string(),
    terms: z.literal(true, { error: authMessages.termsRequired }),
  })
  .refine(...passwordsMatch)
export type RegisterInput = z.infer<typeof registerSchema>

export const loginSchema = z.object({
  email,
  password: z.string().min(1, authMessages.passwordRequired),
})
export type LoginInput = z.infer<typeof loginSchema>

export const resetRequestSchema = z.object({
  email: z.string().trim().min(1, authMessages.enterEmail).email(authMessages.resetInvalidEmail),
})
export type ResetRequestInput = z.infer<typeof resetRequestSchema>

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine(...passwordsMatch)
export type NewPasswordInput = z.infer<typeof newPasswordSchema>
