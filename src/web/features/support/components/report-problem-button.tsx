import { zodResolver } from '@hookform/resolvers/zod'
import { LifeBuoy } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { supportMessages } from '#shared/support/messages.ts'
import { type CreateTicketBody, createTicketSchema } from '#shared/support/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { createTicketErrorMessage, useCreateTicket } from '#web/features/support/api/ticket-mutations.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

/**
 * 'Report a problem' on a generated result: a small dialog that opens a ticket linked to that
 * generation, so the admin sees its prompt, settings and provider error and can refund it.
 */
export function ReportProblemButton({ generationId }: { generationId: string }) {
  const [open, setOpen] = useState(false)
  const create = useCreateTicket()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateTicketBody>({
    resolver: zodResolver(createTicketSchema),
    defaultValues: { subject: supportMessages.reportSubject, message: '', generationId },
  })

  const onSubmit = handleSubmit((input) =>
    create.mutate(
      { ...input, generationId },
      {
        onSuccess: () => {
          notifySuccess(supportMessages.created)
          setOpen(false)
          reset()
        },
        onError: (error) => notifyError(createTicketErrorMessage(error)),
      },
    ),
  )

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <LifeBuoy aria-hidden="true" className="size-4" />
        Report a problem
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Report a problem"
        description="Tell us what went wrong with this thumbnail. Our support team will see its settings."
      >
        <form noValidate onSubmit={onSubmit} aria-label="Report a problem" className="space-y-4">
          <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
          <TextAreaField
            label="Message"
            required
            rows={4}
            error={errors.message?.message}
            {...register('message')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner className="size-4" />}
              Send report
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
