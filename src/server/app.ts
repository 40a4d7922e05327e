import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import {
  adminHealthRoutes,
  adminRoutes,
  adminSearchRoutes,
  adminStatsRoutes,
  setupChecklistRoutes,
} from '#server/features/admin/index.ts'
import { auditExportRoutes, auditRoutes } from '#server/features/audit/index.ts'
import { createAuth, createSessionCaching } from '#server/features/auth/index.ts'
import {
  billingDetailsRoutes,
  billingExportRoutes,
  itemOrderAccessRoutes,
  itemOrderRoutes,
  itemsRoutes,
  orderAdminRoutes,
  packageOrderRoutes,
  packagesRoutes,
  paymentSettingsRoutes,
  paypalWebhookRoutes,
  receiptRoutes,
  receiptSettingsRoutes,
} from '#server/features/billing/index.ts'
import {
  contactRoutes,
  contentRoutes,
  firstScreenImages,
  showcaseRoutes,
} from '#server/features/content/index.ts'
import {
  aiSettingsRoutes,
  createPgBossQueue,
  geminiKeysRoutes,
  generationHandlers,
  generationsRoutes,
  generatorRoutes,
} from '#server/features/generator/index.ts'
import {
  createGoogleClientSource,
  googleClientRoutes,
  signInOptionsRoutes,
} from '#server/features/google/index.ts'
import { createHealthProbe, databaseCheck, healthRoutes } from '#server/features/health/index.ts'
import { personaPhotosRoutes, personasRoutes } from '#server/features/personas/index.ts'
import { seoRoutes } from '#server/features/seo/index.ts'
import { supportRoutes } from '#server/features/support/index.ts'
import {
  avatarRoutes,
  createMeCache,
  emailTemplatesRoutes,
  findMe,
  meRoutes,
  messagesRoutes,
  photoRoutes,
  userExportRoutes,
  usersRoutes,
} from '#server/features/users/index.ts'
import { youtubeAdminRoutes, youtubeRoutes } from '#server/features/youtube/index.ts'
import type { AppConfig } from './config/config.ts'
import { trustedOrigins } from './config/trusted-origins.ts'
import { accountChanges } from './core/invalidation.ts'
import type { Database } from './db/client.ts'
import { imageTaskClasses } from './image-task-classes.ts'
import { reportedEngineCheck } from './lib/engine-check.ts'
import { COMPRESS_THRESHOLD_BYTES } from './lib/hot-path.ts'
import { createImagePool } from './lib/image-pool/pool.ts'
import { loggerOptions } from './lib/logger.ts'
import { createSecretBox } from './lib/secret-box.ts'
import { registerAuditWrites } from './plugins/audit-writes.ts'
import { registerAuthBridge } from './plugins/auth-bridge.ts'
import { registerBodyTypes } from './plugins/body-types.ts'
import { contentSecurityPolicy } from './plugins/csp.ts'
import { frameworkErrorReply, registerErrorHandling } from './plugins/error-handler.ts'
import { sessionPlugin } from './plugins/guards.ts'
import { routePlugin } from './plugins/route-plugin.ts'
import { registerSameOrigin } from './plugins/same-origin.ts'
import { textGuardPlugin } from './plugins/text-guard.ts'
import { registerWeb } from './plugins/web.ts'
import { createFileStore } from './providers/files/create-file-store.ts'
import { createMailer } from './providers/mail/mailer.ts'
import { createSharedState } from './redis-engines.ts'

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web')

export interface BuildAppOptions {
  config: AppConfig
  database: Database
  /** Tests pass false to keep their output quiet; main passes the configured pino options. */
  logger?: boolean
  /** Where log lines go (stdout by default); tests capture them to check redaction. */
  logStream?: NodeJS.WritableStream
  webRoot?: string
}

/** Builds the whole app: external plugins, then app plugins, then routes. Tests build this same app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config), stream: options.logStream },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const mailer = createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  })
  // Rate limits, in-flight counts and the caches' invalidations: in process, or in Redis (decision 022).
  const shared = await createSharedState(app, config)
  const invalidations = shared.invalidations
  const sessionCaching = createSessionCaching(invalidations)
  const meCache = createMeCache(invalidations, (userId) => findMe(database.db, userId))
  const secrets = createSecretBox(config.secret)
  const google = createGoogleClientSource(database.db, secrets)
  const auth = createAuth({
    google,
    config,
    db: database.db,
    mailer,
    log: app.log,
    sessions: sessionCaching.revocation,
    rateLimitStorage: shared.authRateLimit,
  })
  const files = createFileStore(config)
  const redis = shared.redis
  const jobs = await createPgBossQueue(database, config.jobs, app.log, invalidations)
  const engines = [
    databaseCheck(database),
    reportedEngineCheck('files', files.kind, () => files.check()),
    ...(redis ? [reportedEngineCheck('redis', 'redis', () => redis.check())] : []),
    { name: 'queue' as const, kind: 'pg-boss', check: () => jobs.check() },
  ]
  // The image threads start with the first image; closing the app lets running ones finish and ends them.
  const images = createImagePool({
    classes: imageTaskClasses,
    threads: config.imageThreads,
    priority: config.imagePriority,
    limits: config.imageLimits,
  })
  app.decorate('deps', {
    config,
    db: database.db,
    dbKind: database.kind,
    auth,
    sessions: sessionCaching.revocation,
    accounts: accountChanges(invalidations),
    mailer,
    files,
    secrets,
    google,
    engines,
    health: createHealthProbe(engines, app.log),
    inFlight: shared.inFlight,
    invalidations,
    redis: shared.redis,
    images,
    jobs,
  })
  // WORKERS=external leaves the jobs to `npm run worker` processes; this one only queues them.
  if (config.jobs.workers === 'internal') await jobs.work(generationHandlers({ ...app.deps, log: app.log }))
  app.addHook('onClose', async () => mailer.close())
  app.addHook('onClose', async () => files.close())
  app.addHook('onClose', async () => {
    // Running jobs use the image threads: they finish (or are handed back) before the threads end.
    await jobs.stop({ graceMs: config.shutdownGraceMs })
    await images.close()
  })
  app.addHook('onClose', async () => app.deps.health.stop())

  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) })
  // Next after helmet (so refusals still carry its headers): forged or wrongly typed writes stop here.
  registerSameOrigin(app, trustedOrigins(config))
  // Every admin write is recorded, whichever route takes it (decision 019).
  registerAuditWrites(app, database.db)
  registerBodyTypes(app)
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES })
  // After helmet and compress: their hooks only reach routes registered after them.
  const sendIndex =
    config.serveWeb &&
    (await registerWeb(app, options.webRoot ?? defaultWebRoot, firstScreenImages(database.db)))
  registerErrorHandling(app, { spaFallback: sendIndex })
  await app.register(rateLimit, {
    ...shared.rateLimitStore,
    max: config.apiRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    // Decided on the route the router matched, never on request.url: `/%61pi/me` and an
    // absolute-form `GET http://host/api/me` reach the same route. Every route's own limit
    // inherits this test.
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Thumbforge API', version: '1.0.0', description: 'Every route the web app uses.' },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  await app.register(textGuardPlugin)
  await app.register(sessionPlugin, { auth, db: database.db, cache: sessionCaching.cache })
  registerAuthBridge(app, auth, config.appUrl)
  await app.register(routePlugin(healthRoutes), { prefix: '/api/health' })
  await app.register(routePlugin(seoRoutes))
  await app.register(routePlugin(meRoutes), { prefix: '/api/me', cache: meCache })
  await app.register(routePlugin(photoRoutes), { prefix: '/api/me' })
  await app.register(routePlugin(avatarRoutes), { prefix: '/api/avatars' })
  await app.register(routePlugin(usersRoutes), { prefix: '/api/users' })
  await app.register(routePlugin(emailTemplatesRoutes), { prefix: '/api/email-templates' })
  await app.register(routePlugin(messagesRoutes), { prefix: '/api/messages' })
  await app.register(routePlugin(adminRoutes), { prefix: '/api/admin' })
  await app.register(routePlugin(generatorRoutes), { prefix: '/api/generator' })
  await app.register(routePlugin(generationsRoutes), { prefix: '/api/generations' })
  await app.register(routePlugin(personasRoutes), { prefix: '/api/personas' })
  await app.register(routePlugin(personaPhotosRoutes), { prefix: '/api/personas' })
  await app.register(routePlugin(geminiKeysRoutes), { prefix: '/api/gemini-keys' })
  await app.register(routePlugin(aiSettingsRoutes), { prefix: '/api/ai-settings' })
  await app.register(routePlugin(adminStatsRoutes), { prefix: '/api/admin/stats' })
  await app.register(routePlugin(auditRoutes), { prefix: '/api/admin/audit' })
  await app.register(routePlugin(adminSearchRoutes), { prefix: '/api/admin/search' })
  await app.register(routePlugin(adminHealthRoutes), { prefix: '/api/admin/health-summary' })
  await app.register(routePlugin(billingExportRoutes), { prefix: '/api/admin/export' })
  await app.register(routePlugin(userExportRoutes), { prefix: '/api/admin/export' })
  await app.register(routePlugin(auditExportRoutes), { prefix: '/api/admin/export' })
  await app.register(routePlugin(supportRoutes), { prefix: '/api/support-tickets' })
  await app.register(routePlugin(contentRoutes), { prefix: '/api' })
  await app.register(routePlugin(contactRoutes), { prefix: '/api/contact-messages' })
  await app.register(routePlugin(packagesRoutes), { prefix: '/api/packages' })
  await app.register(routePlugin(packageOrderRoutes), { prefix: '/api/orders' })
  await app.register(routePlugin(billingDetailsRoutes), { prefix: '/api/billing-details' })
  await app.register(routePlugin(itemOrderRoutes), { prefix: '/api/item-orders' })
  await app.register(routePlugin(itemOrderAccessRoutes), { prefix: '/api/item-orders' })
  await app.register(routePlugin(itemsRoutes), { prefix: '/api/items' })
  await app.register(routePlugin(paymentSettingsRoutes), { prefix: '/api/paypal-settings' })
  await app.register(routePlugin(paypalWebhookRoutes), { prefix: '/api/webhooks' })
  await app.register(routePlugin(orderAdminRoutes), { prefix: '/api/admin/orders' })
  await app.register(routePlugin(receiptRoutes), { prefix: '/api/receipts' })
  await app.register(routePlugin(receiptSettingsRoutes), { prefix: '/api/receipt-settings' })
  await app.register(routePlugin(googleClientRoutes), { prefix: '/api/admin/google-client' })
  await app.register(routePlugin(setupChecklistRoutes), { prefix: '/api/admin/setup-checklist' })
  await app.register(routePlugin(signInOptionsRoutes), { prefix: '/api/sign-in-options' })
  await app.register(routePlugin(showcaseRoutes), { prefix: '/api/showcase' })
  await app.register(routePlugin(youtubeRoutes), { prefix: '/api/youtube' })
  await app.register(routePlugin(youtubeAdminRoutes), { prefix: '/api/admin/youtube' })

  return app
}
