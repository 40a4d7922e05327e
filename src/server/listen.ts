import type { FastifyInstance } from 'fastify'
import type { AppConfig } from './config/config.ts'
import { openLocalServerWarning } from './config/listen-host.ts'

/** Listens on HOST:PORT, first warning when that exposes a shop whose APP_URL is this machine. */
export async function listen(
  app: FastifyInstance,
  config: Pick<AppConfig, 'host' | 'port' | 'appUrl' | 'isProduction'>,
): Promise<void> {
  const warning = openLocalServerWarning(config)
  if (warning) app.log.warn(warning)
  await app.listen({ port: config.port, host: config.host })
}
