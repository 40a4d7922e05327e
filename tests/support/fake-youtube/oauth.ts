import { randomBytes } from 'node:crypto'
import { s256Challenge, tokenClient } from '../fake-google-token-client.ts'
import { type FakeRequest, googleError, json, type Reply } from './replies.ts'

/**
 * Google's OAuth 2.0 web-server flow as the YouTube guides describe it
 * (developers.google.com/youtube/v3/guides/auth/server-side-web-apps, and
 * developers.google.com/identity/protocols/oauth2/web-server: "Step 1" to "Refreshing an access
 * token" and "Revoking a token"):
 * - GET /o/oauth2/v2/auth redirects back with `code` and the same `state` (or `error=access_denied`);
 * - POST /token swaps a code (checking redirect_uri and the PKCE S256 verifier) or a refresh token
 *   for `{access_token, expires_in, refresh_token?, scope, token_type}`; a refresh token is only
 *   issued for `access_type=offline`, and a refresh answer carries none;
 * - POST /revoke?token=… revokes the grant behind an access or refresh token (both die together).
 * Errors are `{error, error_description}`: 400 invalid_grant for a bad code, verifier or a revoked
 * or expired refresh token ("Token has been expired or revoked."), 401 invalid_client.
 */
export const SCOPES = {
  forceSsl: 'https://www.googleapis.com/auth/youtube.force-ssl',
  analytics: 'https://www.googleapis.com/auth/yt-analytics.readonly',
}

interface Grant {
  channelId: string
  scopes: string[]
  revoked: boolean
}
interface CodeGrant {
  grant: Grant
  redirectUri: string
  challenge: string
  offline: boolean
}
export interface AccessToken {
  grant: Grant
  expiresAt: number
}

export interface OauthKnobs {
  clientId: string
  clientSecret: string
  redirectUris: string[]
  /** The channel whose owner passes the consent screen next. */
  consentingChannelId: () => string | undefined
  /** Set to refuse the next consent (the person clicks Cancel). */
  denyNext: boolean
  /** The next refresh answers invalid_grant, as when the person removed our access at Google. */
  failNextRefresh: boolean
  /** Every consent screen shown: the scopes asked for, state and access type. */
  authorizations: Array<{ scopes: string[]; state: string; accessType: string }>
}

const b64url = (data: Buffer) => data.toString('base64url')

export function fakeOauth(knobs: OauthKnobs) {
  const codes = new Map<string, CodeGrant>()
  const refreshTokens = new Map<string, Grant>()
  const accessTokens = new Map<string, AccessToken>()

  const issueAccess = (grant: Grant) => {
    const token = `ya29.${b64url(randomBytes(24))}`
    accessTokens.set(token, { grant, expiresAt: Date.now() + 3599_000 })
    return { access_token: token, expires_in: 3599, scope: grant.scopes.join(' '), token_type: 'Bearer' }
  }

  function authorize(request: FakeRequest): Reply {
    const query = request.query
    const redirectUri = query.get('redirect_uri') ?? ''
    if (query.get('client_id') !== knobs.clientId) return json(401, { error: 'invalid_client' })
    if (!knobs.redirectUris.includes(redirectUri)) return json(400, { error: 'redirect_uri_mismatch' })
    const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean)
    const state = query.get('state') ?? ''
    const accessType = query.get('access_type') ?? 'online'
    knobs.authorizations.push({ scopes, state, accessType })
    const back = new URL(redirectUri)
    if (state) back.searchParams.set('state', state)
    const challenge = query.get('code_challenge') ?? ''
    const channelId = knobs.consentingChannelId()
    const wellFormed =
      query.get('response_type') === 'code' && query.get('code_challenge_method') === 'S256' && challenge
    if (!wellFormed || scopes.length === 0) back.searchParams.set('error', 'invalid_request')
    else if (knobs.denyNext || !channelId) back.searchParams.set('error', 'access_denied')
    else {
      const code = `4/0${b64url(randomBytes(24))}`
      const grant = { channelId, scopes, revoked: false }
      codes.set(code, { grant, redirectUri, challenge, offline: accessType === 'offline' })
      back.searchParams.set('code', code)
      back.searchParams.set('scope', scopes.join(' '))
    }
    knobs.denyNext = false
    return { status: 302, headers: { location: back.toString() }, raw: '' }
  }

  function token(request: FakeRequest): Reply {
    const form = new URLSearchParams(request.body.toString())
    const { clientId, secret } = tokenClient(request.headers, form)
    if (clientId !== knobs.clientId || secret !== knobs.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Unauthorized' })
    }
    const invalidGrant = (description: string) =>
      json(400, { error: 'invalid_grant', error_description: description })
    const grantType = form.get('grant_type')
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '')
      const fail = knobs.failNextRefresh
      knobs.failNextRefresh = false
      if (!grant || grant.revoked || fail) return invalidGrant('Token has been expired or revoked.')
      return json(200, issueAccess(grant))
    }
    if (grantType !== 'authorization_code') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' })
    }
    const code = form.get('code') ?? ''
    const pending = codes.get(code)
    codes.delete(code)
    if (!pending || pending.redirectUri !== form.get('redirect_uri')) return invalidGrant('Bad Request')
    const challenge = s256Challenge(form.get('code_verifier') ?? '')
    if (challenge !== pending.challenge) return invalidGrant('Invalid code verifier.')
    const tokens: Record<string, unknown> = issueAccess(pending.grant)
    if (pending.offline) {
      const refresh = `1//0${b64url(randomBytes(32))}`
      refreshTokens.set(refresh, pending.grant)
      tokens.refresh_token = refresh
    }
    return json(200, tokens)
  }

  function revoke(request: FakeRequest): Reply {
    const value =
      request.query.get('token') ?? new URLSearchParams(request.body.toString()).get('token') ?? ''
    const grant = refreshTokens.get(value) ?? accessTokens.get(value)?.grant
    if (!grant || grant.revoked) {
      return json(400, { error: 'invalid_token', error_description: 'Token expired or revoked' })
    }
    grant.revoked = true
    return json(200, {})
  }

  /** The Data, Reporting and Analytics APIs' 401 for a missing, unknown, expired or revoked token. */
  function authenticate(request: FakeRequest): AccessToken | Reply {
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1]
    if (!bearer) {
      return googleError(401, 'required', 'Login Required.', 'global', {
        location: 'Authorization',
        locationType: 'header',
      })
    }
    const access = accessTokens.get(bearer)
    if (!access || access.grant.revoked || access.expiresAt <= Date.now()) {
      return googleError(401, 'authError', 'Invalid Credentials', 'global', {
        location: 'Authorization',
        locationType: 'header',
      })
    }
    return access
  }

  return {
    authorize,
    token,
    revoke,
    authenticate,
    /** Every access token issued so far expires now (the next API call answers 401). */
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expiresAt = 0
    },
  }
}

/** Google's 403 when the token lacks every scope the method accepts. */
export function requireScope(access: AccessToken, accepted: string[]): Reply | undefined {
  if (accepted.some((scope) => access.grant.scopes.includes(scope))) return undefined
  return googleError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.')
}
