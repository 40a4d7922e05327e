import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { supportMessages } from '#shared/support/messages.ts'
import { type CreateTicketBody, createTicketSchema } from '#shared/support/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { paths } from '#web/config/paths.ts'
import { createTicketErrorMessage, useCreateTicket } from '#web/features/support/api/ticket-mutations.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

type Sender = { name: string; email: string }

/** Create Support Ticket: subject and message required, phone optional; success goes to /user/support. */
export function CreateTicketForm({ sender }: { sender: Sender | null }) {
  const create = useCreateTicket()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateTicketBody>({
    resolver: zodResolver(createTicketSchema),
    defaultValues: { subject: '', message: '', phone: '' },
  })

  const onSubmit = handleSubmit((input) =>
    create.mutate(
      { ...input, phone: input.phone || undefined },
      {
        onSuccess: () => {
          notifySuccess(supportMessages.created)
          void navigate(paths.user.support.getHref())
        },
        onError: (error) => notifyError(createTicketErrorMessage(error)),
      },
    ),
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Create Support Ticket"
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField label="Name" value={sender?.name ?? ''} readOnly disabled />
      <TextField label="Email" type="email" value={sender?.email ?? ''} readOnly disabled />
      <TextField
        label="Subject"
        required
        className="sm:col-span-2"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        className="sm:col-span-2"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <ButtonLink to={paths.user.support.getHref()} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={create.isPending || !sender}>
          {create.isPending && <Spinner className="size-4" />}
          Submit Ticket
        </Button>
      </div>
    </form>
  )
}
