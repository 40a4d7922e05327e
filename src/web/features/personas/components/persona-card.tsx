import { Pencil, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { type Persona, personaMessages } from '#shared/personas/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { useDeletePersona } from '#web/features/personas/api/persona-mutations.ts'
import { AddPhotoInput } from '#web/features/personas/components/add-photo-input.tsx'
import { PersonaNameDialog } from '#web/features/personas/components/persona-name-dialog.tsx'
import { PhotoTile } from '#web/features/personas/components/photo-tile.tsx'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { personaTexts } from '#web/features/personas/lib/persona-texts.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/** One persona, a region named by the persona: its photos with their cut-outs, Add photo and Delete persona. */
export function PersonaCard({ persona }: { persona: Persona }) {
  const headingId = useId()
  const remove = useDeletePersona()
  const confirm = useConfirm()
  const [problem, setProblem] = useState<string | null>(null)
  const [renaming, setRenaming] = useState(false)

  const onDelete = async () => {
    if (!(await confirm(personaTexts.confirmDeletePersona(persona.name), { confirmLabel: 'Delete persona' })))
      return
    setProblem(null)
    remove.mutate(persona.id, {
      onSuccess: () => notifySuccess(personaMessages.deleted),
      onError: (error) => setProblem(failureText(error)),
    })
  }

  return (
    <Card aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold break-words">
            {persona.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {persona.photos.length === 1 ? '1 photo' : `${persona.photos.length} photos`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Rename
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void onDelete()} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete persona
          </Button>
        </div>
      </header>
      {problem && <Alert>{problem}</Alert>}
      {persona.photos.length === 0 ? (
        <p className="text-sm text-ink-muted">{personaTexts.noPhotos}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {persona.photos.map((photo, index) => (
            <PhotoTile key={photo.id} persona={persona} photo={photo} index={index} />
          ))}
        </ul>
      )}
      <AddPhotoInput persona={persona} />
      <PersonaNameDialog open={renaming} persona={persona} onClose={() => setRenaming(false)} />
    </Card>
  )
}
