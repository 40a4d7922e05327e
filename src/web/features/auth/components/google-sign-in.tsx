import { useLocation, useSearchParams } from 'react-router'
import { googleClientMessages } from '#shared/google/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSignInOptions, useStartGoogleSignIn } from '#web/features/auth/api/google-sign-in.ts'
import { returnToFrom } from '#web/lib/session/return-to.ts'

/** better-auth's `?error=` on the way back from a refused Google sign-in, in words. */
function googleErrorMessage(code: string | null): string | null {
  if (!code) return null
  return code === 'account_not_linked' ? googleClientMessages.notLinked : googleClientMessages.signInFailed
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-2 3.2-4.8 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 9.9L5.7 14z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  )
}

/**
 * 'Continue with Google' under the sign-in and sign-up forms, shown only once the operator has
 * entered a Google OAuth client; nothing at all while that is unknown, so the forms never jump.
 */
export function GoogleSignIn() {
  const options = useSignInOptions()
  const start = useStartGoogleSignIn()
  const location = useLocation()
  const [params] = useSearchParams()
  const refused = googleErrorMessage(params.get('error'))
  if (!options.data?.google) return refused ? <Alert>{refused}</Alert> : null
  const busy = start.isPending || start.isSuccess
  return (
    <div className="space-y-4">
      {refused && <Alert>{refused}</Alert>}
      {start.isError && <Alert>{googleClientMessages.signInFailed}</Alert>}
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={busy}
        onClick={() => start.mutate(returnToFrom(location.state))}
      >
        {busy ? <Spinner /> : <GoogleMark />}
        Continue with Google
      </Button>
    </div>
  )
}
