// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { adminHealthRoutes } from './health-summary.routes.ts'
export { adminRoutes } from './outbox.routes.ts'
export { adminSearchRoutes } from './search.routes.ts'
export { setupChecklistRoutes } from './setup-checklist.routes.ts'
export { adminStatsRoutes } from './stats.routes.ts'
