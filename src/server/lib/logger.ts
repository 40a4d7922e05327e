import type { FastifyServerOptions } from 'fastify'
import type { AppConfig } from '../config/config.ts'

/** Paths pino blanks out wherever they appear in a log line. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.key',
  '*.secret',
  '*.clientSecret',
]

export function loggerOptions(
  config: AppConfig,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
  }
}
