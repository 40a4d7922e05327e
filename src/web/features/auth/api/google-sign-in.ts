import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { signInOptionsSchema } from '#shared/google/schemas.ts'
import { apiGet, apiPost } from '#web/lib/api.ts'

/** GET /api/sign-in-options: whether the operator has set up Sign in with Google. */
export const useSignInOptions = () =>
  useQuery({
    queryKey: ['sign-in-options'],
    queryFn: ({ signal }) => apiGet('/api/sign-in-options', signInOptionsSchema, signal),
    staleTime: 60_000,
  })

const startSchema = z.object({ url: z.url() })

/**
 * better-auth: POST /api/auth/sign-in/social answers Google's authorization URL (with the state and
 * PKCE challenge it keeps); the browser goes there, and Google sends it back to the callback, which
 * signs in and redirects to `callbackURL` (or to /login with `?error=` when it refuses).
 */
export function useStartGoogleSignIn() {
  return useMutation({
    mutationFn: async (callbackURL: string) => {
      const { url } = startSchema.parse(
        await apiPost('/api/auth/sign-in/social', {
          provider: 'google',
          callbackURL,
          errorCallbackURL: '/login',
          disableRedirect: true,
        }),
      )
      window.location.assign(url)
    },
  })
}
