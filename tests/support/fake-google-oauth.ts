import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { s256Challenge, tokenClient } from './fake-google-token-client.ts'

/** Who the next person to pass Google's consent screen is (the claims Google puts in the id_token). */
export interface FakeGoogleUser {
  sub: string
  email: string
  email_verified: boolean
  name: string
  picture?: string
}

/**
 * A local HTTP server speaking Google's OAuth 2.0 web-server flow as its documentation describes it
 * (developers.google.com/identity/protocols/oauth2/web-server and /openid-connect):
 * - GET /o/oauth2/v2/auth: checks client_id, redirect_uri (exact match with a registered one),
 *   response_type=code and the PKCE challenge, then "consents" as `nextUser` and redirects back with
 *   `code` and the same `state` (or `error=access_denied` when `denyNext` is set);
 * - POST /token: swaps a code once for an access token and an RS256 id_token, checking the client
 *   secret, the redirect_uri and the code_verifier; anything wrong is 400 `invalid_grant` or 401
 *   `invalid_client`, as Google answers;
 * - GET /oauth2/v3/certs: the JWKS that verifies the id_token.
 */
export interface FakeGoogle {
  url: string
  clientId: string
  clientSecret: string
  /** Redirect URIs registered for the client, as in Google Cloud's console. */
  redirectUris: string[]
  nextUser: FakeGoogleUser
  calls: Array<{ method: string; path: string }>
  close(): Promise<void>
}

interface Grant {
  clientId: string
  redirectUri: string
  challenge: string
  user: FakeGoogleUser
  scope: string
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = randomBytes(8).toString('hex')
  const grants = new Map<string, Grant>()
  const fake = {
    clientId: `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`,
    clientSecret: `GOCSPX-${randomBytes(12).toString('base64url')}`,
    redirectUris: [] as string[],
    nextUser: { sub: '1', email: 'someone@gmail.test', email_verified: true, name: 'Someone' },
    calls: [] as FakeGoogle['calls'],
  }

  const idToken = (grant: Grant) => {
    const now = Math.floor(Date.now() / 1000)
    const header = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))
    const claims = {
      iss: 'https://accounts.google.com',
      azp: grant.clientId,
      aud: grant.clientId,
      iat: now,
      exp: now + 3600,
      ...grant.user,
    }
    const body = `${header}.${b64url(JSON.stringify(claims))}`
    return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`
  }

  const authorize = (query: URLSearchParams, response: ServerResponse) => {
    const redirectUri = query.get('redirect_uri') ?? ''
    if (query.get('client_id') !== fake.clientId) return send(response, 401, { error: 'invalid_client' })
    if (!fake.redirectUris.includes(redirectUri))
      return send(response, 400, { error: 'redirect_uri_mismatch' })
    const back = new URL(redirectUri)
    back.searchParams.set('state', query.get('state') ?? '')
    const challenge = query.get('code_challenge') ?? ''
    if (
      query.get('response_type') !== 'code' ||
      query.get('code_challenge_method') !== 'S256' ||
      !challenge
    ) {
      back.searchParams.set('error', 'invalid_request')
    } else {
      const code = `4/${randomBytes(16).toString('base64url')}`
      grants.set(code, {
        clientId: fake.clientId,
        redirectUri,
        challenge,
        user: { ...fake.nextUser },
        scope: query.get('scope') ?? '',
      })
      back.searchParams.set('code', code)
    }
    response.writeHead(302, { location: back.toString() }).end()
  }

  const token = (request: IncomingMessage, form: URLSearchParams, response: ServerResponse) => {
    const { clientId, secret } = tokenClient(request.headers, form)
    if (clientId !== fake.clientId || secret !== fake.clientSecret) {
      return send(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' })
    }
    const code = form.get('code') ?? ''
    const grant = grants.get(code)
    grants.delete(code)
    const verifier = form.get('code_verifier') ?? ''
    const challenge = s256Challenge(verifier)
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri') ||
      grant.challenge !== challenge
    ) {
      return send(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
    }
    send(response, 200, {
      access_token: `ya29.${randomBytes(24).toString('base64url')}`,
      expires_in: 3599,
      scope: grant.scope,
      token_type: 'Bearer',
      id_token: idToken(grant),
    })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.calls.push({ method: request.method ?? '', path: url.pathname })
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth')
        return authorize(url.searchParams, response)
      if (request.method === 'POST' && url.pathname === '/token')
        return token(request, new URLSearchParams(body), response)
      if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
        return send(response, 200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
        })
      }
      send(response, 404, { error: 'not_found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
