import { AuthCard } from '#web/features/auth/components/auth-card.tsx'
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in.tsx'
import { LoginForm } from '#web/features/auth/components/login-form.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export function LoginPage() {
  usePageTitle('Login')
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to create and manage your thumbnails." closable>
      <div className="space-y-5">
        <LoginForm />
        <GoogleSignIn />
      </div>
    </AuthCard>
  )
}
