import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { type NewPasswordInput, newPasswordSchema } from '#shared/auth/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { paths } from '#web/config/paths.ts'
import { useResetPassword } from '#web/features/auth/api/reset-password.ts'
import { newPasswordFailure } from '#web/features/auth/lib/auth-errors.ts'
import { notifySuccess } from '#web/lib/toast.ts'

type NewPasswordFormProps = { token: string; onInvalidToken: () => void }

export function NewPasswordForm({ token, onInvalidToken }: NewPasswordFormProps) {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          notifySuccess('Password updated. Please sign in with your new password.')
          void navigate(paths.login.getHref(), { replace: true })
        },
        onError: (error) => {
          if (newPasswordFailure(error).kind === 'invalid-token') onInvalidToken()
        },
      },
    ),
  )

  const failure = reset.error ? newPasswordFailure(reset.error) : null

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
      {failure?.kind === 'message' && <Alert>{failure.message}</Alert>}
      <TextField
        label="New Password"
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
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending && <Spinner className="size-4" />}
        {reset.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  )
}
