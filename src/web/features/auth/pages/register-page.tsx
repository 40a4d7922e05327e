import { AuthCard } from '#web/features/auth/components/auth-card.tsx'
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in.tsx'
import { RegisterForm } from '#web/features/auth/components/register-form.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export function RegisterPage() {
  usePageTitle('Register')
  return (
    <AuthCard title="Create your account" subtitle="Start generating YouTube thumbnails in minutes." closable>
      <div className="space-y-5">
        <RegisterForm />
        <GoogleSignIn />
      </div>
    </AuthCard>
  )
}
