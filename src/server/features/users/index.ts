// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { avatarRoutes } from './avatars.routes.ts'
export { emailTemplatesRoutes } from './email-templates.routes.ts'
export { userExportRoutes } from './export.routes.ts'
export { makeAdmin } from './make-admin.ts'
export { meRoutes } from './me.routes.ts'
export { findMe } from './me.service.ts'
export { createMeCache } from './me-cache.ts'
export { messagesRoutes } from './messages.routes.ts'
export { photoRoutes } from './photo.routes.ts'
export { usersRoutes } from './users.routes.ts'
