import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  type EmailTemplate,
  type EmailTemplateInput,
  emailTemplateInputSchema,
} from '#shared/users/email-messages.ts'
import { NAME_PLACEHOLDER } from '#shared/users/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useSaveTemplate } from '#web/features/users/api/email-templates.ts'

export type TemplateDraft = { template: EmailTemplate | null }

/** Create or edit one template. `draft` null means closed; `{ template: null }` means a new one. */
export function TemplateFormDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: TemplateDraft | null
  onClose: () => void
  onSaved: (text: string) => void
}) {
  const editing = draft?.template ?? null
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Template' : 'New Template'}
      className="max-w-2xl"
    >
      {draft && (
        <TemplateForm key={editing?.id ?? 'new'} template={editing} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  )
}

function TemplateForm({
  template,
  onClose,
  onSaved,
}: {
  template: EmailTemplate | null
  onClose: () => void
  onSaved: (text: string) => void
}) {
  const save = useSaveTemplate()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateInputSchema),
    defaultValues: template
      ? { templateName: template.templateName, subject: template.subject, body: template.body }
      : { templateName: '', subject: '', body: '' },
  })
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: template?.id, input },
      {
        onSuccess: () => {
          onSaved(template ? 'Template updated successfully' : 'Template created successfully')
          onClose()
        },
      },
    ),
  )
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Email template" className="space-y-4">
      {save.isError && <Alert>{`Failed to save template: ${save.error.message}`}</Alert>}
      <TextField
        label="Template Name"
        required
        error={errors.templateName?.message}
        {...register('templateName')}
      />
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField
        label="Body"
        rows={10}
        required
        hint={`HTML is allowed (links, bold, lists). Write ${NAME_PLACEHOLDER} where the recipient's name should go.`}
        error={errors.body?.message}
        {...register('body')}
      />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Template'}
        </Button>
      </div>
    </form>
  )
}
