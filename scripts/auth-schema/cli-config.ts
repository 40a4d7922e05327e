// The config better-auth's CLI reads (`npm run auth:schema`): the app's own options, no connections.
import { authForSchema } from '../../src/server/features/auth/schema-tool.ts'

export const auth = authForSchema()
