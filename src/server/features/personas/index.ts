// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { accountPersonaPrefix, personaForRun } from './persona-layers.ts'
export { personaPhotosRoutes } from './persona-photos.routes.ts'
export { personasRoutes } from './personas.routes.ts'
