import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/common/constants.ts'
import type { AppConfig } from '../../config/config.ts'
import type { GoogleOauthEndpoints } from '../../config/google-oauth.ts'
import { trustedOrigins } from '../../config/trusted-origins.ts'
import type { SessionRevocation } from '../../core/invalidation.ts'
import type { Db } from '../../db/client.ts'
import * as schema from '../../db/schema.ts'
import type { AuthRateLimitStorage } from '../../lib/redis/auth-rate-limit.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import { resetPasswordEmail } from './emails.ts'
import { closeUnprovenPassword } from './google-link-guard.ts'
import { type GoogleCredentialsSource, googleSignIn } from './google-sign-in.ts'
import { newUserFields } from './new-user-fields.ts'
import { onUserCreated } from './on-user-created.ts'

export interface AuthDeps {
  config: AppConfig
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  sessions: SessionRevocation
  /** Shares the sign-in, sign-up and reset limits between instances (Redis); unset counts in memory. */
  rateLimitStorage?: AuthRateLimitStorage
  /** The operator's Google OAuth client; Sign in with Google answers 404 while it has none. */
  google: GoogleCredentialsSource
}

/** better-auth's models and the tables that hold them (schema-gaps.test.ts checks they agree). */
export const authTables = {
  user: schema.users,
  session: schema.sessions,
  account: schema.accounts,
  verification: schema.verifications,
}

export function createAuth({ config, db, mailer, log, sessions, rateLimitStorage, google }: AuthDeps) {
  return betterAuth({
    appName: 'Thumbforge',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: authTables,
    }),
    telemetry: { enabled: false },
    plugins: [googleSignIn(google, config.googleOauth satisfies GoogleOauthEndpoints)],
    // A Google account joins an existing one only when Google verified the e-mail (no provider is
    // trusted without it); the local e-mail need not be verified, since sign-up here never verifies
    // it, and closeUnprovenPassword answers the risk that leaves (decision 051).
    account: {
      encryptOAuthTokens: true,
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
    },
    // A failed Google sign-in lands on the sign-in page with better-auth's error code.
    onAPIError: { errorURL: `${config.appUrl}/login` },
    // Profile fields are ours (PUT /api/me/profile, POST /api/me/photo). The bridge exposes only
    // the endpoints the app uses; these stay off even if better-auth is ever mounted another way.
    disabledPaths: ['/update-user', '/change-email', '/delete-user'],
    // better-auth logs through pino like the rest of the server (and so through its redaction).
    logger: {
      log: (level, message) => log[level]({ component: 'auth' }, message),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url, token }) => {
        await mailer.send(resetPasswordEmail({ to: user.email, name: user.name, url, token }))
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.authRateLimit,
      window: 60,
      max: 100,
      storage: 'memory',
      customStorage: rateLimitStorage,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/sign-in/social': { window: 60, max: 10 },
        '/callback/*': { window: 60, max: 10 },
      },
    },
    advanced: {
      // The Fastify bridge overwrites this header with the IP Fastify resolved (TRUST_PROXY aware).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: config.appUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: newUserFields(user) }),
          after: async (user) => {
            await onUserCreated(db, { userId: user.id, signupCredits: config.signupCredits })
            log.info({ userId: user.id }, 'account created')
          },
        },
      },
      account: {
        create: {
          before: async (account) => {
            if (account.providerId === 'google') await closeUnprovenPassword(db, account.userId, sessions)
          },
        },
      },
      // Every session row better-auth deletes (sign-out, the revocation on a password reset, an
      // expired row) leaves the session cache before the endpoint answers.
      session: {
        delete: {
          after: async (session) => sessions.sessionEnded(session.token),
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
