import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { contactFormMessages as m } from '#shared/content/messages.ts'
import { type ContactMessageInput, contactMessageSchema } from '#shared/content/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useSendContactMessage } from '#web/features/content/api/send-contact-message.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

const empty: ContactMessageInput = { name: '', email: '', subject: '', phone: '', message: '' }

/** Five required fields with the spec's hints; idle, submitting ('Sending...'), done (customer-side.md §4–5). */
export function ContactForm() {
  const send = useSendContactMessage()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: empty })

  const onSubmit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        notifySuccess(m.sent)
        reset(empty)
      },
      onError: () => notifyError(m.failed),
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact us" className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        required
        className="sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending && <Spinner className="size-4" />}
          {send.isPending ? m.sending : m.send}
        </Button>
      </div>
    </form>
  )
}
