import { ImagePlus } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { IMAGE_PICKER_ACCEPT } from '#shared/common/image-format.ts'
import { PERSONA_PHOTOS_MAX, type Persona, personaMessages } from '#shared/personas/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useAddPhoto } from '#web/features/personas/api/photo-mutations.ts'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { personaTexts } from '#web/features/personas/lib/persona-texts.ts'
import { photoFileProblem } from '#web/features/personas/lib/photo-file-check.ts'
import { cn } from '#web/lib/cn.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/**
 * 'Add photo': a real file input (so keyboards, screen readers and tests reach it as one) that
 * looks like a button. The upload waits for the server's cut-out, so the wait is announced.
 */
export function AddPhotoInput({ persona }: { persona: Persona }) {
  const inputId = useId()
  const add = useAddPhoto()
  const [problem, setProblem] = useState<string | null>(null)
  const full = persona.photos.length >= PERSONA_PHOTOS_MAX
  const disabled = full || add.isPending

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = photoFileProblem(file)
    setProblem(refused)
    if (refused) return
    add.mutate(
      { personaId: persona.id, file },
      {
        onSuccess: () => notifySuccess(personaMessages.photoAdded),
        onError: (error) => setProblem(failureText(error)),
      },
    )
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          aria-label="Add photo"
          aria-describedby={`${inputId}-hint`}
          className="peer sr-only"
          disabled={disabled}
          onChange={onFile}
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          {add.isPending ? <Spinner className="size-4" /> : <ImagePlus className="size-4" />}
          Add photo
        </label>
        {/* Always mounted, so screen readers announce the busy state when its text appears. */}
        <p role="status" className="text-sm font-medium text-brand-700">
          {add.isPending ? personaTexts.cuttingOut : ''}
        </p>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
        {full ? personaMessages.photoLimit : personaTexts.photoHint}
      </p>
      {problem && <Alert>{problem}</Alert>}
    </div>
  )
}
