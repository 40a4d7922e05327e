import { useState } from 'react'
import {
  type Persona,
  type PersonaCropBody,
  type PersonaPhoto,
  personaCropBodySchema,
  personaMessages,
} from '#shared/personas/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCropPhoto } from '#web/features/personas/api/photo-mutations.ts'
import { CropFrame } from '#web/features/personas/components/crop-frame.tsx'
import { CropNumberFields } from '#web/features/personas/components/crop-number-fields.tsx'
import {
  type Crop,
  type CropTexts,
  cropFromTexts,
  cropTexts,
  WHOLE_PHOTO,
} from '#web/features/personas/lib/crop.ts'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { notifySuccess } from '#web/lib/toast.ts'

export const cropRangeMessage = 'Enter a number from 0 to 100 in each field.'

/** The typed crop, checked with the API's schema; a message in words when it cannot be sent. */
function readCrop(texts: CropTexts): { crop: PersonaCropBody } | { problem: string } {
  const typed = cropFromTexts(texts)
  if (typed.x === null || typed.y === null || typed.w === null || typed.h === null)
    return { problem: cropRangeMessage }
  const parsed = personaCropBodySchema.safeParse(typed)
  if (parsed.success) return { crop: parsed.data }
  // A field out of 0-100 has a path; the rectangle leaving the photo is the schema's own refinement.
  const outside = parsed.error.issues.every((issue) => issue.path.length === 0)
  return { problem: outside ? (parsed.error.issues[0]?.message ?? cropRangeMessage) : cropRangeMessage }
}

/**
 * Re-crop: a rectangle over the original photo, dragged and resized with a pointer or typed in the
 * number fields (in % of the photo), both editing the same values. Saving sends the fractions.
 */
export function CropDialog({
  persona,
  photo,
  onClose,
}: {
  persona: Persona
  photo: PersonaPhoto
  onClose: () => void
}) {
  const [texts, setTexts] = useState<CropTexts>(() => cropTexts(photo.crop ?? WHOLE_PHOTO))
  const [problem, setProblem] = useState<string | null>(null)
  const save = useCropPhoto()

  // The rectangle follows what is typed; a half-typed field leaves that side where it was.
  const typed = cropFromTexts(texts)
  const last = photo.crop ?? WHOLE_PHOTO
  const shown: Crop = {
    x: typed.x ?? last.x,
    y: typed.y ?? last.y,
    w: typed.w ?? last.w,
    h: typed.h ?? last.h,
  }

  const onSave = () => {
    const read = readCrop(texts)
    if ('problem' in read) return setProblem(read.problem)
    setProblem(null)
    save.mutate(
      { personaId: persona.id, photoId: photo.id, crop: read.crop },
      {
        onSuccess: () => {
          notifySuccess(personaMessages.cropSaved)
          onClose()
        },
        onError: (error) => setProblem(failureText(error)),
      },
    )
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Re-crop ${persona.name}`}
      description="Drag the frame or its corners, or type the frame in % of the photo. The cut-out keeps only what is inside."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="ghost" onClick={() => setTexts(cropTexts(WHOLE_PHOTO))}>
            Whole photo
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" />}
            Save crop
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <CropFrame
          src={photo.originalUrl}
          alt={`Original of ${persona.name}, to crop`}
          aspect={photo.width / photo.height}
          crop={shown}
          onChange={(crop) => setTexts(cropTexts(crop))}
        />
        <CropNumberFields texts={texts} onChange={setTexts} />
        {problem && <Alert>{problem}</Alert>}
      </div>
    </Dialog>
  )
}
