import type { BetterAuthPlugin } from 'better-auth'
import { APIError } from 'better-auth/api'
import { type OAuthProvider, validateAuthorizationCode } from 'better-auth/oauth2'
import { type GoogleOptions, type GoogleProfile, google } from 'better-auth/social-providers'
import type { GoogleOauthEndpoints } from '../../config/google-oauth.ts'

/** The operator's Google OAuth client as Admin › Settings › Google holds it; null: not entered. */
export interface GoogleCredentialsSource {
  credentials(): Promise<{ clientId: string; clientSecret: string } | null>
}

/**
 * Sign in with Google through better-auth's own Google provider, with two things better-auth's
 * `socialProviders` option cannot do: the client is read from the database on each request (the
 * operator enters it while the shop runs), and the endpoints come from config (tests run a fake
 * Google). Authorization URL (PKCE, state, scopes `openid email profile`) and profile mapping
 * (the id_token's `email_verified`) stay better-auth's. The id_token comes straight from the token
 * endpoint over TLS, which OpenID Connect Core §3.1.3.7 accepts in place of checking its signature;
 * signing in with a bare id_token (POST /sign-in/social with `idToken`) stays off: the provider has
 * no `idToken` verifier, so better-auth refuses it.
 */
export function googleSignIn(
  source: GoogleCredentialsSource,
  endpoints: GoogleOauthEndpoints,
): BetterAuthPlugin {
  return {
    id: 'thumbforge-google-sign-in',
    init: (ctx) => ({
      context: {
        socialProviders: [
          ...ctx.socialProviders.filter((provider) => provider.id !== 'google'),
          googleProvider(source, endpoints),
        ],
      },
    }),
  }
}

/** Options that do not depend on the client: let the person pick an account each time. */
const BEHAVIOUR: GoogleOptions = { clientId: '', prompt: 'select_account' }

function googleProvider(source: GoogleCredentialsSource, endpoints: GoogleOauthEndpoints) {
  const configured = async () => {
    const credentials = await source.credentials()
    if (!credentials) throw new APIError('NOT_FOUND', { message: 'Sign in with Google is not set up' })
    return { ...BEHAVIOUR, ...credentials }
  }
  const base = google(BEHAVIOUR)
  return {
    id: 'google',
    name: 'Google',
    accountSubject: base.accountSubject,
    options: BEHAVIOUR,
    async createAuthorizationURL(input) {
      const url = await google(await configured()).createAuthorizationURL(input)
      const moved = new URL(endpoints.authorization)
      moved.search = url.search
      return moved
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return validateAuthorizationCode({
        code,
        codeVerifier,
        redirectURI,
        options: await configured(),
        tokenEndpoint: endpoints.token,
      })
    },
    getUserInfo: (tokens) => base.getUserInfo(tokens),
  } satisfies OAuthProvider<GoogleProfile>
}
