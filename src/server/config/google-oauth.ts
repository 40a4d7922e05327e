/**
 * Google's OAuth 2.0 endpoints, from its discovery document
 * (https://accounts.google.com/.well-known/openid-configuration). One base URL replaces them all, so
 * tests (and a test double of Google) serve them under the same paths on one host.
 */
export interface GoogleOauthEndpoints {
  authorization: string
  token: string
  revoke: string
}

export const GOOGLE_OAUTH_ENDPOINTS: GoogleOauthEndpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
}

export function googleOauthEndpoints(baseUrl: string | undefined): GoogleOauthEndpoints {
  if (!baseUrl) return GOOGLE_OAUTH_ENDPOINTS
  const base = baseUrl.replace(/\/$/, '')
  return {
    authorization: `${base}/o/oauth2/v2/auth`,
    token: `${base}/token`,
    revoke: `${base}/revoke`,
  }
}
