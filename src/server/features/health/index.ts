// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export type { HealthProbe } from './probe.ts'
export { createHealthProbe } from './probe.ts'
export { healthRoutes } from './routes.ts'
export { databaseCheck } from './service.ts'
