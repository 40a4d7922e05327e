import type { IncomingMessage } from 'node:http'
import { code, type Reply } from './fake-paypal-replies.ts'

/**
 * PayPal's OAuth slice: POST /v1/oauth2/token swaps the client's credentials for a bearer token,
 * and every other call must carry one it issued.
 */
export function fakeOauth(clientId: string, clientSecret: string) {
  const tokens = new Set<string>()
  return {
    issueToken(request: IncomingMessage, body: string, lifetimeSeconds: number): Reply {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (request.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        }
      }
      const token = `A21AA${code(20)}`
      tokens.add(token)
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-TEST',
          expires_in: lifetimeSeconds,
          nonce: code(10),
        },
      }
    },
    /** PayPal's 401 when the bearer token is missing or not one it issued; undefined when it is. */
    rejectUnknownBearer(request: IncomingMessage): Reply | undefined {
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
      if (tokens.has(bearer)) return undefined
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        },
      }
    },
    /** Forgets every token issued so far, as PayPal does when it rotates credentials. */
    revokeTokens: () => tokens.clear(),
  }
}
