import { z } from 'zod'
import { requireS3Together, s3EnvShape } from './s3-env.ts'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/**
 * Every setting the server reads. `.env.example` documents each one; a bad value stops startup
 * with a message that names the variable.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Unset: localhost while APP_URL is this machine, else 0.0.0.0 (see config/listen-host.ts). */
    HOST: z.string().min(1).optional(),
    /** Defaults to http://localhost:{PORT}, so a server on another port still passes the auth origin check. */
    APP_URL: z.url().optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Thumbforge <no-reply@thumbforge.local>'),
    CONTACT_EMAIL: z.email('must be an e-mail address').optional(),
    SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1000).default(3),
    AUTH_RATE_LIMIT: bool.default(true),
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SERVE_WEB: bool.default(true),
    PAYPAL_API_BASE_URL: z.url().optional(),
    PAYPAL_WEBHOOK_ID: z.string().max(100).optional(),
    /** Seeds the Gemini key pool once, when the pool is empty. */
    GEMINI_API_KEY: z.string().min(10).optional(),
    /** Where the Gemini SDK sends requests (tests point it at a local fake). */
    GEMINI_API_BASE_URL: z.url().optional(),
    /** Where Google's OAuth endpoints are (tests point it at a local fake); unset: Google's own. */
    GOOGLE_OAUTH_BASE_URL: z.url().optional(),
    /**
     * Where the YouTube connection's Google APIs are (OAuth, Data, Reporting, Analytics under one
     * host, as the tests' fake serves them); unset: Google's own.
     */
    YOUTUBE_API_BASE_URL: z.url().optional(),
    /** Offer the simulated YouTube channel; unset: on for a local, non-production install. */
    YOUTUBE_SIMULATED: bool.optional(),
    /** How often thumbnail tests' due work runs, in seconds; 0 turns the ticker off (a test drives it). */
    YOUTUBE_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    GENERATOR_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(2),
    GENERATOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Live previews per signed-in user per minute; the form asks at most one per 300 ms pause. */
    GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Benchmarks only: every image's seed, so the same run draws the same picture each time. */
    GENERATOR_SEED: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    /** Image threads (renders, composites, upload decodes); unset means one per core. */
    IMAGE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * How image work yields to requests (decision 011): `idle` (Linux SCHED_IDLE for the image
     * threads, nice 19 for Node's helper threads), `low` (image threads at nice 10) or `normal`.
     */
    IMAGE_PRIORITY: z.enum(['idle', 'low', 'normal']).default('idle'),
    /** A quick image step (a preview, an upload's decode, a mask) past this is stopped, its thread replaced. */
    IMAGE_TASK_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(15),
    /** The same for a full render, a 4K composite or a person cut-out. */
    IMAGE_RENDER_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
    /** Image steps one user's requests may have waiting or running at once; past it, 429. */
    IMAGE_QUEUE_PER_USER: z.coerce.number().int().min(1).max(1000).default(4),
    /** Image steps waiting or running at once in this process; past it, requests answer 503. */
    IMAGE_QUEUE_TOTAL: z.coerce.number().int().min(1).max(10_000).default(32),
    /** PostgreSQL statement timeout for admin lists, searches and the dashboard figures. */
    ADMIN_READ_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
    /** How long the dashboard figures are served from memory; 0 reads them afresh every time. */
    ADMIN_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Shares rate limits, in-flight counts and cache invalidation between app instances (decision 022). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Put before every key and channel, so several shops (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only, at most 64')
      .default('thumbforge:'),
    /** How long a generation's in-flight slot lives in Redis unless released (a crashed instance's slots come back). */
    GENERATOR_IN_FLIGHT_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** `internal`: this process runs generation jobs too; `external`: only `npm run worker` processes do. */
    WORKERS: z.enum(['internal', 'external']).default('internal'),
    /** Generation jobs one process runs at once; unset means IMAGE_THREADS, or 2. */
    GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** A job's lease: past it, a silent worker is taken as dead and the job retried once, then refunded. */
    GENERATION_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** How often expired leases are looked for (pg-boss maintenance). */
    GENERATION_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How often an idle worker asks the queue for work. */
    GENERATION_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    /** Times a job is put back when every Gemini key is rate-limited (429/503) before it fails and refunds. */
    GENERATION_BACKOFF_LIMIT: z.coerce.number().int().min(0).max(100).default(5),
    /** On SIGTERM, how long running jobs and requests get to finish before they are handed back. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    ...s3EnvShape,
  })
  .superRefine(requireS3Together)

export type Env = z.infer<typeof envSchema>

export class ConfigError extends Error {}

/** Parses the environment; throws one ConfigError listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
