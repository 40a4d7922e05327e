import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  PERSONA_NAME_MAX_LENGTH,
  type PersonaCreateBody,
  personaCreateBodySchema,
  personaMessages,
} from '#shared/schemas/personas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useCreatePersona } from '#web/features/personas/api/persona-mutations.ts'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { notifySuccess } from '#web/lib/toast.ts'

const FORM_ID = 'new-persona-form'

/** 'New persona': a name, validated with the API's own schema and words. */
export function NewPersonaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="New persona"
      description="Name it for how it is used, like 'Me on camera' or 'Co-host'. Photos come next."
    >
      {open && <NewPersonaForm onClose={onClose} />}
    </Dialog>
  )
}

function NewPersonaForm({ onClose }: { onClose: () => void }) {
  const create = useCreatePersona()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonaCreateBody>({
    resolver: zodResolver(personaCreateBodySchema),
    defaultValues: { name: '' },
  })
  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        notifySuccess(personaMessages.created)
        onClose()
      },
    }),
  )
  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-label="New persona" className="space-y-4">
      {create.isError && <Alert>{failureText(create.error)}</Alert>}
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
          isPending={create.isPending}
          submitLabel="Create persona"
        />
      </div>
    </form>
  )
}
