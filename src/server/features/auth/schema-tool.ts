import type { FastifyBaseLogger } from 'fastify'
import { toAppConfig } from '../../config/config.ts'
import { parseEnv } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import { type Auth, createAuth } from './auth.ts'

/**
 * better-auth as the app configures it, with nothing connected: for reading the tables and columns
 * it expects (its CLI's `generate` through scripts/auth-schema/cli-config.ts, and schema-gaps.test.ts).
 * Building it opens no database and sends no mail; nothing here may be called on a request.
 */
export function authForSchema(): Auth {
  const config = toAppConfig(
    parseEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
    'schema-tool-schema-tool-schema-tool-0000',
  )
  const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger
  return createAuth({
    config,
    db: {} as Db,
    mailer: { send: async () => {}, close() {} },
    log: silent,
    sessions: { userChanged() {}, sessionEnded() {} },
    google: { credentials: async () => null },
  })
}
