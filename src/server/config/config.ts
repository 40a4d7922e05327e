import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ImagePriority } from '../lib/image-pool/background-priority.ts'
import type { ImagePoolLimits } from '../lib/image-pool/task-limits.ts'
import { ConfigError, type Env } from './env.ts'
import { type GoogleOauthEndpoints, googleOauthEndpoints } from './google-oauth.ts'
import { defaultListenHost } from './listen-host.ts'
import { isLocalUrl } from './local-url.ts'
import { type S3Config, toS3Config } from './s3-env.ts'

export interface AppConfig {
  env: Env['NODE_ENV']
  isProduction: boolean
  port: number
  /** HOST, else localhost while APP_URL is this machine, else 0.0.0.0. */
  host: string
  appUrl: string
  /** Signs sessions and encrypts secrets at rest. */
  secret: string
  dataDir: string
  databaseUrl: string | undefined
  trustProxy: boolean | string | ((address: string, hop: number) => boolean)
  logLevel: Env['LOG_LEVEL']
  smtpUrl: string | undefined
  mailFrom: string
  /** Where contact-form messages go; unset means the first admin's address. */
  contactEmail: string | undefined
  signupCredits: number
  authRateLimit: boolean
  apiRateLimitPerMinute: number
  serveWeb: boolean
  /** Overrides the PayPal REST address the mode implies (tests point it at a local fake). */
  paypalApiBaseUrl: string | undefined
  /** Used when the payment settings carry no webhook id. */
  paypalWebhookId: string | undefined
  geminiApiKey: string | undefined
  geminiApiBaseUrl: string | undefined
  /** Google's OAuth endpoints (Sign in with Google; the YouTube connection will use them too). */
  googleOauth: GoogleOauthEndpoints
  youtube: {
    /** YOUTUBE_API_BASE_URL: every Google API of the YouTube connection on one host (tests). */
    apiBaseUrl: string | undefined
    /** The simulated channel is offered (YOUTUBE_SIMULATED; on by default for a local install). */
    simulated: boolean
    /** How often thumbnail tests' due work runs (YOUTUBE_TICK_SECONDS; 0: never, tests drive it). */
    tickSeconds: number
  }
  /** Generations one user may have running at once. */
  generatorMaxInFlight: number
  generatorRateLimitPerMinute: number
  /** Free previews per user per minute. */
  generatorPreviewRateLimitPerMinute: number
  /** Set for benchmarks: each image's seed instead of a random one (decision 043). */
  generatorSeed: number | undefined
  /** Most image threads at once; undefined: one per core. */
  imageThreads: number | undefined
  /** How image work yields to requests (IMAGE_PRIORITY). */
  imagePriority: ImagePriority
  /** Image steps' time limits, and the bounds of their waiting lines per user and in total. */
  imageLimits: ImagePoolLimits
  /** PostgreSQL statement timeout for the long admin reads (lists, searches, dashboard). */
  adminReadTimeoutMs: number
  /** How long the dashboard figures are kept in memory; 0 turns the cache off. */
  adminStatsCacheMs: number
  /** Set: rate limits, in-flight counts and cache invalidation are shared through Redis. */
  redisUrl: string | undefined
  redisKeyPrefix: string
  /** Redis only: a slot not released within this long frees itself. */
  generatorInFlightTtlSeconds: number
  /** S3-compatible object storage for the files; undefined keeps them in DATA_DIR/files. */
  s3: S3Config | undefined
  /** Generation jobs: where they run, how many at once, their lease and how leases are checked. */
  jobs: {
    workers: Env['WORKERS']
    concurrency: number
    leaseSeconds: number
    maintenanceSeconds: number
    pollSeconds: number
    backoffLimit: number
  }
  /** On SIGTERM, how long running jobs and requests get to finish. */
  shutdownGraceMs: number
}

/**
 * `TRUST_PROXY`: true/false, a number of proxy hops to trust, or a comma-separated list of proxy
 * addresses/CIDRs (as Fastify's trustProxy takes them).
 */
export function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'true') return true
  if (value === 'false' || value === '') return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return value
}

/**
 * Without APP_SECRET a random one is generated once and kept in DATA_DIR, so sessions and
 * encrypted secrets survive restarts on a one-machine install. Production must set it. A kept
 * secret that others may read is made private (0600) at start; one shorter than 32 characters, or
 * one that cannot be read, stops start-up: replacing it would lose every encrypted AI key.
 */
export function resolveSecret(env: Env): string {
  if (env.APP_SECRET) return env.APP_SECRET
  if (env.NODE_ENV === 'production') throw new Error('APP_SECRET: required when NODE_ENV=production')
  const file = path.resolve(env.DATA_DIR, 'secret.key')
  let secret: string
  try {
    secret = readFileSync(file, 'utf8').trim()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT') throw new ConfigError(`${file} cannot be read (${code}).`)
    mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 })
    const fresh = randomBytes(32).toString('hex')
    writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' })
    return fresh
  }
  if (secret.length < 32)
    throw new ConfigError(
      `${file} holds a secret of ${secret.length} characters; it needs at least 32. ` +
        'Put a longer one there (or set APP_SECRET); sessions and encrypted AI keys made under the old one stop working.',
    )
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  return secret
}

export function toAppConfig(env: Env, secret: string): AppConfig {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST ?? defaultListenHost(appUrl),
    appUrl,
    secret,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    signupCredits: env.SIGNUP_CREDITS,
    authRateLimit: env.AUTH_RATE_LIMIT,
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    serveWeb: env.SERVE_WEB,
    paypalApiBaseUrl: env.PAYPAL_API_BASE_URL?.replace(/\/$/, ''),
    paypalWebhookId: env.PAYPAL_WEBHOOK_ID,
    geminiApiKey: env.GEMINI_API_KEY,
    geminiApiBaseUrl: env.GEMINI_API_BASE_URL,
    googleOauth: googleOauthEndpoints(env.GOOGLE_OAUTH_BASE_URL),
    youtube: {
      apiBaseUrl: env.YOUTUBE_API_BASE_URL?.replace(/\/$/, ''),
      simulated: env.YOUTUBE_SIMULATED ?? (env.NODE_ENV !== 'production' && isLocalUrl(appUrl)),
      tickSeconds: env.YOUTUBE_TICK_SECONDS,
    },
    generatorMaxInFlight: env.GENERATOR_MAX_IN_FLIGHT,
    generatorRateLimitPerMinute: env.GENERATOR_RATE_LIMIT_PER_MINUTE,
    generatorPreviewRateLimitPerMinute: env.GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE,
    generatorSeed: env.GENERATOR_SEED,
    imageThreads: env.IMAGE_THREADS,
    imagePriority: env.IMAGE_PRIORITY,
    imageLimits: {
      quickTimeoutMs: env.IMAGE_TASK_TIMEOUT_SECONDS * 1000,
      renderTimeoutMs: env.IMAGE_RENDER_TIMEOUT_SECONDS * 1000,
      perOwner: env.IMAGE_QUEUE_PER_USER,
      total: env.IMAGE_QUEUE_TOTAL,
    },
    adminReadTimeoutMs: env.ADMIN_READ_TIMEOUT_MS,
    adminStatsCacheMs: env.ADMIN_STATS_CACHE_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    generatorInFlightTtlSeconds: env.GENERATOR_IN_FLIGHT_TTL_SECONDS,
    s3: toS3Config(env),
    jobs: {
      workers: env.WORKERS,
      concurrency: env.GENERATION_CONCURRENCY ?? env.IMAGE_THREADS ?? 2,
      leaseSeconds: env.GENERATION_LEASE_SECONDS,
      maintenanceSeconds: env.GENERATION_MAINTENANCE_SECONDS,
      pollSeconds: env.GENERATION_POLL_SECONDS,
      backoffLimit: env.GENERATION_BACKOFF_LIMIT,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
  }
}
