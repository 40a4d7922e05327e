// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { aiSettingsRoutes, geminiKeysRoutes } from './admin.routes.ts'
export { generationHandlers } from './generation-job.ts'
export type { GenerationQueue } from './generation-queue.ts'
export { generationsRoutes } from './generations.routes.ts'
export { generatorRoutes } from './generator.routes.ts'
export type { InFlightLimiter } from './in-flight.ts'
export { createMemoryInFlightLimiter } from './in-flight.ts'
export { createRedisInFlightLimiter } from './in-flight-redis.ts'
export { type OfflineThumbnailSpec, renderOfflineThumbnail } from './offline-thumbnail.ts'
export { createPgBossQueue, installJobQueue } from './pg-boss-queue.ts'
export { prepareGenerator } from './startup.ts'
export { externalWorkersNeedRedis } from './worker-settings.ts'
