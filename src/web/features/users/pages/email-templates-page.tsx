import { FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { USERS_ALERT_MS } from '#shared/users/constants.ts'
import type { EmailTemplate } from '#shared/users/email-messages.ts'
import { NAME_PLACEHOLDER, usersMessages } from '#shared/users/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useDeleteTemplate, useEmailTemplates } from '#web/features/users/api/email-templates.ts'
import {
  type TemplateDraft,
  TemplateFormDialog,
} from '#web/features/users/components/template-form-dialog.tsx'
import { useFlash } from '#web/lib/use-flash.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /admin/email-templates: the templates the Send Message modal offers (the spec reads them; this writes them). */
export function EmailTemplatesPage() {
  usePageTitle('Email Templates')
  const templates = useEmailTemplates()
  const remove = useDeleteTemplate()
  const confirm = useConfirm()
  const { flash, show } = useFlash(USERS_ALERT_MS)
  const [draft, setDraft] = useState<TemplateDraft | null>(null)

  const onDelete = async (template: EmailTemplate) => {
    if (!(await confirm(usersMessages.templateDeleteConfirm, { confirmLabel: 'Delete' }))) return
    remove.mutate(template.id, {
      onSuccess: () => show('success', 'Template deleted successfully'),
      onError: (error) => show('error', `Failed to delete template: ${error.message}`),
    })
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Email Templates</h1>
          <p className="mt-1 text-ink-muted">
            Reusable messages for the users screen. Write {NAME_PLACEHOLDER} and it becomes each recipient's
            name.
          </p>
        </div>
        <Button onClick={() => setDraft({ template: null })}>
          <Plus aria-hidden="true" className="size-4" />
          New Template
        </Button>
      </header>
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
      {templates.isPending ? (
        <Loader label="Loading templates..." />
      ) : templates.isError ? (
        <Alert>{usersMessages.templatesFetchFailed(templates.error.message)}</Alert>
      ) : templates.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-12 text-center text-ink-muted">
          <FileText aria-hidden="true" className="size-10" />
          <p>No templates yet. Create one to message users faster.</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {templates.data.map((template) => (
            <li key={template.id}>
              <Card className="flex flex-wrap items-start justify-between gap-4 p-5">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">{template.templateName}</h2>
                  <p className="mt-1 text-sm text-ink-muted">
                    <span className="font-medium text-ink">Subject:</span> {template.subject}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${template.templateName}`}
                    onClick={() => setDraft({ template })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${template.templateName}`}
                    onClick={() => void onDelete(template)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <TemplateFormDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(text) => show('success', text)}
      />
    </div>
  )
}
