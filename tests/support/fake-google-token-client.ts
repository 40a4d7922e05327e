import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/**
 * Who calls Google's token endpoint: RFC 6749 §2.3.1 lets a client send its id and secret in the
 * form or as HTTP Basic (google-auth-library sends the form; better-auth, Basic). Both fakes of
 * Google's OAuth server (Sign in with Google's and YouTube's) read them the same way.
 */
export function tokenClient(headers: IncomingHttpHeaders, form: URLSearchParams) {
  const basic = headers.authorization?.match(/^Basic (.+)$/)?.[1]
  const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : []
  return {
    clientId: form.get('client_id') ?? decodeURIComponent(basicId ?? ''),
    secret: form.get('client_secret') ?? decodeURIComponent(basicSecret ?? ''),
  }
}

/** PKCE's S256 challenge for a verifier (RFC 7636 §4.2), as Google checks it at the token call. */
export const s256Challenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')
