import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../common/constants.ts'
import { authMessages } from './messages.ts'

const emailField = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).email(authMessages.invalidEmail)
const email = emailField(authMessages.emailRequired)

const newPassword = z
  .string()
  .min(1, authMessages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH)

const confirmPassword = z.string().min(1, authMessages.confirmPasswordRequired)

type PasswordPair = { password: string; confirmPassword: string }

/**
 * The confirmation must repeat the password; the message shows under the confirmation field.
 * zod skips an object's refinements while any field has an issue, so `when` runs this one as soon as
 * both fields are filled in: the mismatch shows on the first submit, next to the other fields' errors.
 */
const passwordsMatch: [
  (v: PasswordPair) => boolean,
  {
    path: string[]
    message: string
    when: (payload: { value: unknown }) => boolean
  },
] = [
  (v) => v.password === v.confirmPassword,
  {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
    when: ({ value }) => {
      const pair = value as Partial<PasswordPair> | undefined
      return typeof pair?.password === 'string' && !!pair.confirmPassword
    },
  },
]

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, authMessages.nameRequired).max(100),
    email,
    password: newPassword,
    confirmPassword,
    terms: z.literal(true, { error: authMessages.termsRequired }),
  })
  .refine(...passwordsMatch)
export type RegisterInput = z.infer<typeof registerSchema>

export const loginSchema = z.object({
  email: emailField(authMessages.loginEmailRequired),
  password: z.string().min(1, authMessages.passwordRequired),
})
export type LoginInput = z.infer<typeof loginSchema>

export const resetRequestSchema = z.object({
  email: z.string().trim().min(1, authMessages.enterEmail).email(authMessages.resetInvalidEmail),
})
export type ResetRequestInput = z.infer<typeof resetRequestSchema>

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword })
  .refine(...passwordsMatch)
export type NewPasswordInput = z.infer<typeof newPasswordSchema>
