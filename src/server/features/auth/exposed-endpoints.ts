/**
 * The better-auth endpoints the web app calls, and only those: everything else better-auth serves
 * under /api/auth answers 404. `update-user` would let a user store any `image` URL (a tracking
 * pixel that loads on admin pages) and a name past our limits; `change-email`, `change-password`,
 * `delete-user`, the session lists and the rest have no screen here. Profile fields belong to
 * PUT /api/me/profile and POST /api/me/photo.
 */
const EXPOSED = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /request-password-reset',
  'POST /reset-password',
  // Sign in with Google: the start (answers Google's authorization URL) and Google's redirect back.
  'POST /sign-in/social',
  'GET /callback/google',
])

/** The link in the reset e-mail: GET /reset-password/{token}, which redirects to the app. */
const RESET_LINK = /^\/reset-password\/[A-Za-z0-9_-]+$/

/** `path` is the routed path below /api/auth, as the router decoded it (`/%75pdate-user` is `/update-user`). */
export function isExposedAuthEndpoint(method: string, path: string): boolean {
  return EXPOSED.has(`${method} ${path}`) || (method === 'GET' && RESET_LINK.test(path))
}
