import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  PERSONA_NAME_MAX_LENGTH,
  type Persona,
  type PersonaCreateBody,
  personaCreateBodySchema,
  personaMessages,
} from '#shared/personas/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useCreatePersona, useRenamePersona } from '#web/features/personas/api/persona-mutations.ts'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { notifySuccess } from '#web/lib/toast.ts'

const FORM_ID = 'persona-name-form'

/**
 * 'New persona' (no `persona`) or 'Rename persona': one name, validated with the API's own schema
 * and words (create and rename take the same body).
 */
export function PersonaNameDialog({
  open,
  persona,
  onClose,
}: {
  open: boolean
  persona?: Persona
  onClose: () => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={persona ? 'Rename persona' : 'New persona'}
      description="Name it for how it is used, like 'Me on camera' or 'Co-host'."
    >
      {open && <PersonaNameForm persona={persona} onClose={onClose} />}
    </Dialog>
  )
}

function PersonaNameForm({ persona, onClose }: { persona?: Persona; onClose: () => void }) {
  const create = useCreatePersona()
  const rename = useRenamePersona()
  const save = persona ? rename : create
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonaCreateBody>({
    resolver: zodResolver(personaCreateBodySchema),
    defaultValues: { name: persona?.name ?? '' },
  })
  const done = (message: string) => () => {
    notifySuccess(message)
    onClose()
  }
  const onSubmit = handleSubmit((body) =>
    persona
      ? rename.mutate({ personaId: persona.id, body }, { onSuccess: done(personaMessages.renamed) })
      : create.mutate(body, { onSuccess: done(personaMessages.created) }),
  )
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={onSubmit}
      aria-label={persona ? 'Rename persona' : 'New persona'}
      className="space-y-4"
    >
      {save.isError && <Alert>{failureText(save.error)}</Alert>}
      <TextField
        label="Name"
        autoComplete="off"
        required
        hint={`Up to ${PERSONA_NAME_MAX_LENGTH} characters.`}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="flex justify-end gap-2 pt-2">
        <DialogFormFooter
          formId={FORM_ID}
          onCancel={onClose}
          isPending={save.isPending}
          submitLabel={persona ? 'Save name' : 'Create persona'}
        />
      </div>
    </form>
  )
}
