import type { Auth } from '#server/features/auth/index.ts'
import type { GenerationQueue, InFlightLimiter } from '#server/features/generator/index.ts'
import type { GoogleClientSource } from '#server/features/google/index.ts'
import type { HealthProbe } from '#server/features/health/index.ts'
import type { AppConfig } from '../config/config.ts'
import type { Database, Db } from '../db/client.ts'
import type { EngineCheck } from '../lib/engine-check.ts'
import type { ImagePool } from '../lib/image-pool/pool.ts'
import type { InvalidationBus } from '../lib/invalidation-bus.ts'
import type { RedisEngine } from '../lib/redis/client.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import type { FileStore } from '../providers/files/file-store.ts'
import type { Mailer } from '../providers/mail/mailer.ts'
import type { AccountChanges, SessionRevocation } from './invalidation.ts'

/**
 * What every feature may use, built once by the composition root (`app.ts`). Features import this
 * kernel module, never the root, so the root can import every feature without an import loop. The
 * feature types named here are imported type-only: the kernel does not load features (decision 037).
 */
export interface AppDeps {
  config: AppConfig
  db: Db
  dbKind: Database['kind']
  auth: Auth
  /** Where a change to a user's role or account, or an ended session, drops its cached sessions. */
  sessions: SessionRevocation
  /** Where a committed change to a user's credits, membership, profile or photo drops `/api/me`'s copy. */
  accounts: AccountChanges
  mailer: Mailer
  files: FileStore
  /** Seals secrets kept in the database (PayPal client secret, Gemini keys). */
  secrets: SecretBox
  /** The operator's Google OAuth client (Admin › Settings › Google), read briefly cached. */
  google: GoogleClientSource
  /** Each user's accepted, unfinished generation runs (2 at most by default). */
  inFlight: InFlightLimiter
  /** Carries cache invalidations to this instance's caches and, with Redis, to every other instance. */
  invalidations: InvalidationBus
  /** Set with `REDIS_URL`; `redis.check()` is a PING with its latency, for health. */
  redis: RedisEngine | undefined
  /**
   * The engines this instance runs (database, files, and Redis and the queue when configured).
   * An engine's module exports its check and the root adds it here; /api/health probes each.
   */
  engines: EngineCheck[]
  /** The background probe of `engines` that /api/health answers from. */
  /**
   * The image threads (decision 011): every decode, draw and encode runs through `images.run(owner,
   * step, ...args)`, in the owner's fair line. One per process, closed with the app.
   */
  images: ImagePool
  /** Generation jobs: queued on accept, run by this process's workers or by `npm run worker`. */
  jobs: GenerationQueue
  health: HealthProbe
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
  }
}

export type { EngineCheck } from '../lib/engine-check.ts'
