import { Crop, Trash2, Upload } from 'lucide-react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { type Persona, type PersonaPhoto, personaMessages } from '#shared/personas/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { useDeletePhoto, useReplaceCutout } from '#web/features/personas/api/photo-mutations.ts'
import { CropDialog } from '#web/features/personas/components/crop-dialog.tsx'
import { CutoutImage } from '#web/features/personas/components/cutout-image.tsx'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { cutoutSourceLabels, personaTexts } from '#web/features/personas/lib/persona-texts.ts'
import { cutoutFileProblem } from '#web/features/personas/lib/photo-file-check.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/** One photo: the original beside its cut-out, where the cut-out came from, and what can be done to it. */
export function PhotoTile({
  persona,
  photo,
  index,
}: {
  persona: Persona
  photo: PersonaPhoto
  index: number
}) {
  const headingId = useId()
  const [cropping, setCropping] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const ownInput = useRef<HTMLInputElement>(null)
  const replace = useReplaceCutout()
  const remove = useDeletePhoto()
  const confirm = useConfirm()
  const ref = { personaId: persona.id, photoId: photo.id }
  const busy = replace.isPending || remove.isPending

  const onOwnCutout = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = cutoutFileProblem(file)
    setProblem(refused)
    if (refused) return
    replace.mutate(
      { ...ref, file },
      {
        onSuccess: () => notifySuccess(personaMessages.cutoutReplaced),
        onError: (error) => setProblem(failureText(error)),
      },
    )
  }

  const onDelete = async () => {
    if (!(await confirm(personaTexts.confirmDeletePhoto, { confirmLabel: 'Delete photo' }))) return
    setProblem(null)
    remove.mutate(ref, {
      onSuccess: () => notifySuccess(personaMessages.photoDeleted),
      onError: (error) => setProblem(failureText(error)),
    })
  }

  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Photo {index + 1}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <figure className="space-y-1">
          <img
            src={photo.originalUrl}
            alt={`Original of ${persona.name}, ${index + 1}`}
            width={photo.width}
            height={photo.height}
            className="aspect-square w-full rounded-md bg-slate-100 object-contain"
          />
          <figcaption className="text-xs text-ink-muted">Original</figcaption>
        </figure>
        <figure className="space-y-1">
          <CutoutImage src={photo.cutoutUrl} name={persona.name} className="aspect-square w-full" />
          <figcaption className="text-xs text-ink-muted" data-testid="cutout-source">
            {cutoutSourceLabels[photo.cutoutSource]}
          </figcaption>
        </figure>
      </div>
      <p role="status" className="text-sm font-medium text-brand-700">
        {replace.isPending ? personaTexts.savingCutout : ''}
      </p>
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setCropping(true)} disabled={busy}>
          <Crop aria-hidden="true" className="size-4" />
          Re-crop
        </Button>
        <input
          ref={ownInput}
          type="file"
          accept="image/png"
          className="sr-only"
          tabIndex={-1}
          aria-label="Own cut-out PNG"
          onChange={onOwnCutout}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => ownInput.current?.click()}
          disabled={busy}
          title={personaTexts.ownCutoutHint}
        >
          <Upload aria-hidden="true" className="size-4" />
          Use my own cut-out
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onDelete()} disabled={busy}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete photo
        </Button>
      </div>
      {cropping && <CropDialog persona={persona} photo={photo} onClose={() => setCropping(false)} />}
    </li>
  )
}
