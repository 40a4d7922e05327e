// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { googleClientRoutes, signInOptionsRoutes } from './google-client.routes.ts'
export type { GoogleClientSource, GoogleCredentials } from './google-client.service.ts'
export { checkGoogleClient, createGoogleClientSource, loadGoogleClient } from './google-client.service.ts'
