/**
 * The simulated channel's connection: the same authorization-code flow with PKCE as Google's
 * (developers.google.com/identity/protocols/oauth2/web-server: the redirect carries `code`, `state`
 * and `scope`; the token endpoint checks the verifier against the S256 challenge and answers
 * `invalid_grant` otherwise; access tokens last an hour; revoking ends the grant), answered in
 * process. The consent screen is skipped: startConnect's URL is already the shop's own callback.
 *
 * Tokens are signed rather than stored, so a connection survives a restart when the app passes a
 * stable `secret`; only revocations live in memory (the app deletes a revoked connection anyway).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { YOUTUBE_SCOPES } from './google-oauth.ts'
import { YOUTUBE_MESSAGES, YoutubeError } from './youtube-error.ts'
import type { Connected, ConnectStart, YoutubeAnswer, YoutubeTokens } from './youtube-port.ts'

const ACCESS_TOKEN_MS = 3_600_000
/** Google's OAuth client treats a token this close to expiry as expired and refreshes first. */
const EXPIRY_MARGIN_MS = 5 * 60_000

export interface SimulatedOauthOptions {
  /** The shop's base URL and the callback route the creator's browser comes back to. */
  baseUrl: string
  callbackPath: string
  /** Signs the tokens; pass a stable one so connections outlive a restart (random otherwise). */
  secret?: string
  now: () => Date
}

const refused = (quotaUnits = 0) =>
  new YoutubeError('reconnect-needed', YOUTUBE_MESSAGES.reconnect, {
    status: 400,
    reason: 'invalid_grant',
    quotaUnits,
  })

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export function simulatedOauth(options: SimulatedOauthOptions) {
  const secret = options.secret ?? randomBytes(32).toString('hex')
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32)
  const signed = (payload: string) => `${payload}.${sign(payload)}`
  /** The payload of a token we signed, or undefined for anything else. */
  const opened = (token: string): string | undefined => {
    const dot = token.lastIndexOf('.')
    if (dot < 0) return undefined
    const payload = token.slice(0, dot)
    const given = Buffer.from(token.slice(dot + 1))
    const expected = Buffer.from(sign(payload))
    return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined
  }

  const codes = new Map<string, string>() // code → PKCE challenge; each code works once
  const revoked = new Set<string>() // grant ids

  /** The grant a refresh token belongs to, while it is still good. */
  const grantOf = (refreshToken: string) => {
    const match = /^sim-refresh-([0-9a-f]+)$/.exec(opened(refreshToken) ?? '')
    return match?.[1] && !revoked.has(match[1]) ? match[1] : undefined
  }
  const accessFor = (grant: string) =>
    signed(`sim-access-${grant}-${options.now().getTime() + ACCESS_TOKEN_MS}`)
  const freshTokens = (grant: string, refreshToken: string): YoutubeTokens => ({
    accessToken: accessFor(grant),
    refreshToken,
    expiresAt: options.now().getTime() + ACCESS_TOKEN_MS,
  })
  /** Whether the Data API would take this access token now. */
  const accessWorks = (accessToken: string) => {
    const match = /^sim-access-([0-9a-f]+)-(\d+)$/.exec(opened(accessToken) ?? '')
    return Boolean(match?.[1] && !revoked.has(match[1]) && Number(match[2]) > options.now().getTime())
  }

  async function refresh(tokens: YoutubeTokens): Promise<YoutubeTokens> {
    const grant = grantOf(tokens.refreshToken)
    if (!grant) throw refused()
    return freshTokens(grant, tokens.refreshToken)
  }

  /**
   * Runs `call` as Google's path does: a token near its expiry is refreshed first (a refused
   * refresh spends nothing); a token refused anyway gets one refresh and one more try, so both
   * tries' units are reported, and a failure still reports what it spent.
   */
  async function authed<T>(
    tokens: YoutubeTokens,
    unitsPerTry: number,
    call: () => Promise<T>,
  ): Promise<YoutubeAnswer<T>> {
    let current = tokens
    let refreshed: YoutubeTokens | undefined
    let tries = 0
    if (tokens.expiresAt - EXPIRY_MARGIN_MS <= options.now().getTime()) {
      refreshed = await refresh(tokens)
      current = refreshed
    }
    if (!accessWorks(current.accessToken)) {
      tries += 1
      if (refreshed) throw refused(unitsPerTry * tries)
      refreshed = await refresh(tokens).catch(() => {
        throw refused(unitsPerTry * tries)
      })
    }
    tries += 1
    try {
      const value = await call()
      return { value, quotaUnits: unitsPerTry * tries, ...(refreshed ? { tokens: refreshed } : {}) }
    } catch (error) {
      if (error instanceof YoutubeError) error.quotaUnits = unitsPerTry * tries
      throw error
    }
  }

  return {
    authed,
    async startConnect(state: string): Promise<ConnectStart> {
      const codeVerifier = randomBytes(32).toString('base64url')
      const code = `sim-code-${randomBytes(16).toString('base64url')}`
      codes.set(code, challengeOf(codeVerifier))
      const url = new URL(options.callbackPath, options.baseUrl)
      url.searchParams.set('state', state)
      url.searchParams.set('code', code)
      url.searchParams.set('scope', YOUTUBE_SCOPES.join(' '))
      return { url: url.href, codeVerifier }
    },
    async exchangeCode(input: { code: string; codeVerifier: string }): Promise<Connected> {
      const challenge = codes.get(input.code)
      codes.delete(input.code)
      if (!challenge || challenge !== challengeOf(input.codeVerifier)) throw refused()
      const grant = randomBytes(12).toString('hex')
      const tokens = freshTokens(grant, signed(`sim-refresh-${grant}`))
      return { tokens, scopes: [...YOUTUBE_SCOPES] }
    },
    refresh,
    async revoke(tokens: YoutubeTokens): Promise<void> {
      const payload = opened(tokens.refreshToken) ?? opened(tokens.accessToken) ?? ''
      const grant = /^sim-(?:refresh|access)-([0-9a-f]+)(?:-\d+)?$/.exec(payload)?.[1]
      // A token we never issued counts as revoked already, as Google's path treats one.
      if (grant) revoked.add(grant)
    },
  }
}
