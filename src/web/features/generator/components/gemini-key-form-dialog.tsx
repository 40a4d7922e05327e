import { useForm } from 'react-hook-form'
import { geminiKeyMessages } from '#shared/generator/defaults.ts'
import { type GeminiKey, geminiKeyCreateSchema, geminiKeyUpdateSchema } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { FieldError, TextField } from '#web/components/ui/text-field.tsx'
import { useSaveGeminiKey } from '#web/features/generator/api/save-gemini-key.ts'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { outputResolver } from '#web/features/generator/lib/form-values.ts'

type KeyFormValues = { name: string; key: string }

const createResolver = outputResolver<KeyFormValues>(geminiKeyCreateSchema.pick({ name: true, key: true }))
const updateResolver = outputResolver<KeyFormValues>(geminiKeyUpdateSchema.pick({ name: true, key: true }))

type GeminiKeyFormDialogProps = {
  /** null adds a key; a key edits it. */
  editing: GeminiKey | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The server's words; `failed` when the key's test call failed and it was saved inactive. */
  onSaved: (message: string, failed: boolean) => void
}

/**
 * Add or edit a key. The key input is masked, and on edit it starts blank: the browser never
 * holds a stored key, so leaving it blank keeps the current one.
 */
export function GeminiKeyFormDialog({ editing, open, onOpenChange, onSaved }: GeminiKeyFormDialogProps) {
  const save = useSaveGeminiKey()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<KeyFormValues>({
    resolver: editing ? updateResolver : createResolver,
    values: { name: editing?.name ?? '', key: '' },
  })

  const changeOpen = (next: boolean) => {
    if (!next) {
      reset()
      save.reset()
    }
    onOpenChange(next)
  }

  const onSubmit = handleSubmit(({ name, key }) => {
    const request =
      editing === null
        ? { id: null, body: { name, key, isActive: true } }
        : { id: editing.id, body: { name, ...(key.trim() ? { key } : {}) } }
    save.mutate(request, {
      onSuccess: (saved) => {
        onSaved(saved.message, Boolean(saved.testFailure))
        changeOpen(false)
      },
    })
  })

  const missing = Boolean(errors.name || errors.key)
  const formId = editing ? `gemini-key-${editing.id}` : 'gemini-key-new'
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={editing ? 'Edit API key' : 'Add API key'}
      footer={
        <DialogFormFooter
          formId={formId}
          onCancel={() => changeOpen(false)}
          isPending={save.isPending}
          submitLabel={editing ? 'Update Key' : 'Add Key'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {save.error && <Alert>{geminiKeyMessages.error(errorText(save.error))}</Alert>}
        <TextField
          label="Name"
          required
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          {...register('name')}
        />
        <TextField
          label="API key"
          type="password"
          required={editing === null}
          autoComplete="off"
          spellCheck={false}
          hint={editing ? `Current key: ${editing.keyMask}. Leave blank to keep it.` : undefined}
          aria-invalid={errors.key ? true : undefined}
          {...register('key')}
        />
        {missing && <FieldError id={`${formId}-error`}>{geminiKeyMessages.nameAndKeyRequired}</FieldError>}
      </form>
    </Dialog>
  )
}
