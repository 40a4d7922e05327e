import { ImageUp, X } from 'lucide-react'
import { useId } from 'react'
import { IMAGE_PICKER_ACCEPT } from '#shared/common/image-format.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/text-field.tsx'
import { type PickedImage, useImagePick } from '#web/features/generator/lib/use-image-pick.ts'

export type ReferenceImage = PickedImage

type ReferenceImageFieldProps = {
  value: ReferenceImage | null
  onChange: (image: ReferenceImage | null) => void
  maxBytes: number
  disabled?: boolean
}

/**
 * The optional reference upload: images only, capped in size, with Clear and a preview no taller
 * than 150px (spec §9). The server decodes and re-encodes it; these checks only save a round trip.
 */
export function ReferenceImageField({ value, onChange, maxBytes, disabled }: ReferenceImageFieldProps) {
  const inputId = useId()
  const { inputRef, error, pick, clear } = useImagePick({
    maxBytes,
    messages: {
      notImage: generatorMessages.referenceNotImage,
      tooLarge: generatorMessages.referenceTooLarge,
    },
    onChange,
  })
  const megabytes = Math.round(maxBytes / (1024 * 1024))

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Reference image (optional)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold shadow-sm focus-within:ring-3 focus-within:ring-brand-200 hover:bg-slate-50"
          htmlFor={inputId}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {value ? 'Replace image' : 'Upload image'}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          className="sr-only"
          disabled={disabled}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(event) => void pick(event)}
        />
        {value && (
          <Button variant="secondary" size="sm" onClick={clear} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            Clear
          </Button>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
        Images only, up to {megabytes} MB. The AI uses it as a style and composition reference.
      </p>
      {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
      {value && (
        <img
          src={value.dataUrl}
          alt={`Reference: ${value.name}`}
          data-testid="reference-preview"
          className="max-h-[150px] w-auto rounded-lg border border-slate-200 object-contain"
        />
      )}
    </div>
  )
}
