import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { supportMessages } from '#shared/support/messages.ts'
import { type ReplyBody, replySchema } from '#shared/support/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useReplyToTicket } from '#web/features/support/api/ticket-mutations.ts'
import { isApiError } from '#web/lib/api.ts'

/**
 * The reply box under a conversation. The text is trimmed and must not be empty; while the ticket
 * is closed the box and Send are disabled (the server refuses such a reply with 409 anyway).
 */
export function ReplyForm({ ticketId, closed }: { ticketId: string; closed: boolean }) {
  const reply = useReplyToTicket(ticketId)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReplyBody>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } })

  const onSubmit = handleSubmit(({ message }) =>
    reply.mutate(message, {
      onSuccess: () => reset({ message: '' }),
      // The spec only logs update errors; we also say so, or the reply would vanish silently.
      onError: (error) => console.error('support reply failed', error),
    }),
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Reply"
      className="space-y-3 border-t border-slate-200 p-4"
    >
      {closed && <p className="text-sm text-ink-muted">{supportMessages.ticketClosed}</p>}
      <TextAreaField
        label="Your reply"
        rows={3}
        disabled={closed}
        error={errors.message?.message}
        {...register('message')}
      />
      {reply.isError && (
        <Alert>
          {isApiError(reply.error, 409) ? supportMessages.ticketClosed : supportMessages.replyFailed}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={closed || reply.isPending}>
          {reply.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          Send
        </Button>
      </div>
    </form>
  )
}
