import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts'

/** Texts are word for word from the spec (customer-side.md §5 and §8). */
export const authMessages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  enterEmail: 'Please enter your email address',
  invalidEmail: 'Invalid email address format.',
  nameRequired: 'Full Name is required',
  emailRequired: 'Email Address is required',
  passwordRequired: 'Password is required',
  termsRequired: 'You must accept the terms and conditions',
  emailInUse: 'This email is already in use. Please try another one.',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  registrationDefault: 'An error occurred during registration. Please try again.',
  wrongCredentials: 'Incorrect password. Please try again.',
  userNotFound: 'No account found with this email address.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  loginDefault: 'An error occurred during login. Please try again.',
  resetUserNotFound: 'No user found with this email address.',
  resetInvalidEmail: 'Please enter a valid email address.',
  resetDefault: 'An unexpected error occurred. Please try again later.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const

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
