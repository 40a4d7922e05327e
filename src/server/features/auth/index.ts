// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export type { Auth } from './auth.ts'
export { createAuth } from './auth.ts'
export { isExposedAuthEndpoint } from './exposed-endpoints.ts'
export { assertAdmin, assertUser, loadSessionUser } from './session.ts'
export type { SessionCache } from './session-cache.ts'
export { createSessionCaching } from './session-revocation.ts'
