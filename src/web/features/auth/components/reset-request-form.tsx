import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type ResetRequestInput, resetRequestSchema } from '#shared/auth/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useRequestPasswordReset } from '#web/features/auth/api/request-password-reset.ts'
import { resetRequestErrorMessage } from '#web/features/auth/lib/auth-errors.ts'

/** Spec states: idle, submitting, done; `onSent` gets the address the instructions went to. */
export function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit((input) => request.mutate(input, { onSuccess: () => onSent(input.email) }))

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset Password">
      {request.error && <Alert>{resetRequestErrorMessage(request.error)}</Alert>}
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending && <Spinner className="size-4" />}
        {request.isPending ? 'Sending...' : 'Reset Password'}
      </Button>
    </form>
  )
}
