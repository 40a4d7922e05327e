import { z } from 'zod'

export const googleClientMessages = {
  saved: 'Google sign-in settings saved',
  cleared: 'Google sign-in settings cleared',
  clientIdInvalid: 'Enter the client ID Google shows, ending in .apps.googleusercontent.com',
  secretRequired: 'Enter the client secret Google shows with this client ID',
  signInFailed: 'Signing in with Google did not work. Try again, or sign in with your e-mail and password.',
  notLinked:
    'An account with this e-mail already exists, and Google has not verified the e-mail, so it was not joined. Sign in with your password instead.',
} as const

/**
 * Admin › Settings › Google. A blank secret keeps the stored one (the browser never has it back);
 * a blank client id with a blank secret turns Sign in with Google off.
 */
export const googleClientInputSchema = z
  .object({
    clientId: z
      .string()
      .trim()
      .max(200)
      .refine((id) => id === '' || /^[\w.-]+\.apps\.googleusercontent\.com$/.test(id), {
        message: googleClientMessages.clientIdInvalid,
      }),
    clientSecret: z.string().trim().max(200).optional(),
  })
  .strict()
export type GoogleClientInput = z.infer<typeof googleClientInputSchema>

export const adminGoogleClientSchema = z.object({
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  clientSecretMasked: z.string().nullable(),
  /** Sign in with Google is offered (a client id and a secret that opens). */
  configured: z.boolean(),
  /** What to register in Google Cloud as the authorized redirect URI, exactly. */
  redirectUri: z.string(),
  /** What to register as the authorized JavaScript origin. */
  origin: z.string(),
})
export type AdminGoogleClient = z.infer<typeof adminGoogleClientSchema>

/** GET /api/sign-in-options: which ways to sign in the sign-in and sign-up pages offer. */
export const signInOptionsSchema = z.object({ google: z.boolean() })
export type SignInOptions = z.infer<typeof signInOptionsSchema>

/** better-auth's callback path for the Google provider, under /api/auth. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/callback/google'
