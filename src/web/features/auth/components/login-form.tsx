import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import type { LoginInput } from '#shared/auth/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { paths } from '#web/config/paths.ts'
import { useSignIn } from '#web/features/auth/api/sign-in.ts'
import { textLinkClasses } from '#web/features/auth/components/auth-card.tsx'
import { loginErrorMessage } from '#web/features/auth/lib/auth-errors.ts'
import { keepReturnTo, returnToFrom } from '#web/lib/session/return-to.ts'

// The schema (and zod, about 40 KB) loads beside the form rather than before it: /login is a
// visitor's first page often enough, and its form is its first screen. It is in long before the
// visitor has typed anything; the first check waits for it if not.
const loadResolver = async () => zodResolver((await import('#shared/auth/schemas.ts')).loginSchema)
const loginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await loadResolver())(values, context, options)

export function LoginForm() {
  const location = useLocation()
  const navigate = useNavigate()
  const signIn = useSignIn()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: '', password: '' } })
  useEffect(() => {
    // If this fails, sending the form asks again.
    loadResolver().catch(() => undefined)
  }, [])

  // Still busy once signed in: the form stays on screen until the next page is ready (GuestOnly).
  const busy = signIn.isPending || signIn.isSuccess

  const onSubmit = handleSubmit((input) =>
    signIn.mutate(input, {
      onSuccess: () => {
        void navigate(returnToFrom(location.state), { replace: true })
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Login">
      {signIn.error && <Alert>{loginErrorMessage(signIn.error)}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="space-y-1.5">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="text-right">
          <Link to={paths.resetPassword.getHref()} className={`text-sm ${textLinkClasses}`}>
            Forgot Password?
          </Link>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? 'Signing in...' : 'Login'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Don't have an account?{' '}
        <Link to={paths.register.getHref()} state={keepReturnTo(location.state)} className={textLinkClasses}>
          Register
        </Link>
      </p>
    </form>
  )
}
