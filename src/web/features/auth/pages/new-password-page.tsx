import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { authMessages } from '#shared/auth/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { AuthCard, textLinkClasses } from '#web/features/auth/components/auth-card.tsx'
import { NewPasswordForm } from '#web/features/auth/components/new-password-form.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** Where the e-mailed reset link lands: /new-password?token=… (or ?error=INVALID_TOKEN from the server). */
export function NewPasswordPage() {
  usePageTitle('Choose a new password')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const [tokenRejected, setTokenRejected] = useState(false)

  if (!token || searchParams.get('error') || tokenRejected) {
    return (
      <AuthCard title="Reset link expired">
        <Alert>{authMessages.resetLinkInvalid}</Alert>
        <ButtonLink to={paths.resetPassword.getHref()} className="mt-6 w-full">
          Request a new link
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick a password you don't use anywhere else."
      footer={
        <Link to={paths.login.getHref()} className={textLinkClasses}>
          Back to Login
        </Link>
      }
    >
      <NewPasswordForm token={token} onInvalidToken={() => setTokenRejected(true)} />
    </AuthCard>
  )
}
