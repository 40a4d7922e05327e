// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { contactRoutes } from './contact.routes.ts'
export { contentRoutes } from './content.routes.ts'
export { contentDefaults } from './defaults.ts'
export { firstScreenImages } from './first-screen-images.ts'
export { showcaseRoutes } from './showcase.routes.ts'
export { seedShowcase, showcaseSeeds } from './showcase-seed.ts'
