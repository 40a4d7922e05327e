import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { AuthCard, textLinkClasses } from '#web/features/auth/components/auth-card.tsx'
import { ResetRequestForm } from '#web/features/auth/components/reset-request-form.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export function ResetPasswordPage() {
  usePageTitle('Reset Password')
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (sentTo !== null) {
    return (
      <AuthCard title="Password Reset Email Sent">
        <div role="status" className="space-y-4 text-ink-muted">
          <MailCheck aria-hidden="true" className="size-10 text-emerald-600" />
          <p>
            We've sent password reset instructions to <strong className="break-all text-ink">{sentTo}</strong>
            .
          </p>
          <p className="text-sm">
            Didn't get it? Check your spam or junk folder, or{' '}
            <Link
              to={paths.resetPassword.getHref()}
              className={textLinkClasses}
              onClick={() => setSentTo(null)}
            >
              try again
            </Link>
            .
          </p>
        </div>
        <ButtonLink to={paths.login.getHref()} className="mt-6 w-full">
          Return to Login
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <span className="flex justify-center gap-6">
          <Link to={paths.login.getHref()} className={textLinkClasses}>
            Back to Login
          </Link>
          <Link to={paths.home.getHref()} className={textLinkClasses}>
            Home
          </Link>
        </span>
      }
    >
      <ResetRequestForm onSent={setSentTo} />
    </AuthCard>
  )
}
