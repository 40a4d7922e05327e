import type { AppConfig } from './config.ts'
import { isLocalUrl } from './local-url.ts'

/**
 * The start-up warning for a server others can reach that runs without NODE_ENV: it then runs in
 * development mode (detailed errors, no secure-cookie defaults, simulated payments allowed by an
 * admin). Null when NODE_ENV was set or APP_URL points at this machine.
 */
export function publicServerWarning(
  source: Record<string, string | undefined>,
  config: Pick<AppConfig, 'appUrl' | 'env'>,
): string | null {
  const nodeEnvSet = typeof source.NODE_ENV === 'string' && source.NODE_ENV.trim() !== ''
  if (nodeEnvSet || isLocalUrl(config.appUrl)) return null
  return [
    '==================================================================',
    `WARNING: NODE_ENV is not set, so Thumbforge runs in ${config.env} mode,`,
    `but APP_URL (${config.appUrl}) is not this machine.`,
    'A shop others can reach must run with NODE_ENV=production:',
    '  - development mode lets an admin switch on simulated payments,',
    '    whose "Simulate PayPal approval" button gives credits for free;',
    '  - error pages and logs are more detailed than a public server should show.',
    'Set NODE_ENV=production in the environment or in .env, then restart.',
    '==================================================================',
  ].join('\n')
}
