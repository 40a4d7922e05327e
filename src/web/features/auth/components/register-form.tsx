import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { type RegisterInput, registerSchema } from '#shared/auth/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { FieldError, TextField } from '#web/components/ui/text-field.tsx'
import { paths } from '#web/config/paths.ts'
import { useSignUp } from '#web/features/auth/api/sign-up.ts'
import { textLinkClasses } from '#web/features/auth/components/auth-card.tsx'
import { registerErrorMessage } from '#web/features/auth/lib/auth-errors.ts'
import { keepReturnTo, returnToFrom } from '#web/lib/session/return-to.ts'

export function RegisterForm() {
  const location = useLocation()
  const navigate = useNavigate()
  const signUp = useSignUp()
  const termsId = useId()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  })

  // Still busy once signed up: the form stays on screen until the next page is ready (GuestOnly).
  const busy = signUp.isPending || signUp.isSuccess

  const onSubmit = handleSubmit((input) =>
    signUp.mutate(input, {
      onSuccess: () => {
        void navigate(returnToFrom(location.state), { replace: true })
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Register">
      {signUp.error && <Alert>{registerErrorMessage(signUp.error)}</Alert>}
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            required
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
            {...register('terms')}
          />
          <label htmlFor={termsId} className="text-sm text-ink">
            I agree to the {/* A new tab, so reading the terms does not lose what is typed here. */}
            <a
              href={paths.terms.getHref()}
              target="_blank"
              rel="noopener"
              aria-describedby={`${termsId}-new-tab`}
              className={textLinkClasses}
            >
              Terms and Conditions
            </a>
          </label>
          {/* Outside the label, so the checkbox's name stays the spec's words. */}
          <span id={`${termsId}-new-tab`} hidden>
            Opens in a new tab
          </span>
        </div>
        {errors.terms?.message && <FieldError id={`${termsId}-error`}>{errors.terms.message}</FieldError>}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link to={paths.login.getHref()} state={keepReturnTo(location.state)} className={textLinkClasses}>
          Login
        </Link>
      </p>
    </form>
  )
}
