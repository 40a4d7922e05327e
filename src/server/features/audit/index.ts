// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { auditRoutes } from './audit.routes.ts'
export { auditExportRoutes } from './audit-export.ts'
