import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type SendMessageInput, sendMessageSchema } from '#shared/users/email-messages.ts'
import { NAME_PLACEHOLDER, usersMessages } from '#shared/users/messages.ts'
import type { AdminUser } from '#shared/users/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useEmailTemplates } from '#web/features/users/api/email-templates.ts'
import { useSendMessage } from '#web/features/users/api/send-message.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifySuccess } from '#web/lib/toast.ts'

type Result = { tone: 'error'; text: string }

/** The spec's Send Message modal: pick a template (or write freely), then send to this one user. */
export function SendMessageDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Send Message"
      description={user ? `An e-mail to ${user.name}.` : undefined}
    >
      {user && <SendMessageForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  )
}

function SendMessageForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const templates = useEmailTemplates()
  const send = useSendMessage()
  const [result, setResult] = useState<Result | null>(null)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { toEmail: user.email, subject: '', messageBody: '', templateId: null },
  })

  const pickTemplate = (id: string) => {
    const template = templates.data?.find((t) => t.id === id)
    setValue('templateId', template?.id ?? null)
    if (template) {
      setValue('subject', template.subject, { shouldValidate: true })
      setValue('messageBody', template.body, { shouldValidate: true })
    }
  }

  const onSubmit = handleSubmit((input) => {
    setResult(null)
    send.mutate(input, {
      // Closing on success is what stops a second click sending the message twice.
      onSuccess: () => {
        notifySuccess(usersMessages.messageSent)
        onClose()
      },
      onError: (error) =>
        setResult({
          tone: 'error',
          text: isApiError(error) ? error.message || usersMessages.messageFailed : usersMessages.messageError,
        }),
    })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Send Message" className="space-y-4">
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      {templates.isError && <Alert>{usersMessages.templatesFetchFailed(templates.error.message)}</Alert>}
      <SelectField
        label="Template"
        placeholder={templates.isPending ? 'Loading templates...' : 'No template (write your own)'}
        options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.templateName }))}
        onChange={(event) => pickTemplate(event.target.value)}
        defaultValue=""
      />
      <TextField label="To" type="email" readOnly value={user.email} />
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField
        label="Message"
        rows={6}
        required
        hint={`HTML is allowed (links, bold, lists). ${NAME_PLACEHOLDER} becomes the recipient's name.`}
        error={errors.messageBody?.message}
        {...register('messageBody')}
      />
      {/* Kept in view at the bottom of the scrolling dialog, so Send is never cut off on a short screen. */}
      <div className="sticky -bottom-6 -mx-6 flex justify-end gap-2 border-t border-slate-100 bg-surface px-6 py-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  )
}
