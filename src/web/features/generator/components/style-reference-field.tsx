import { Palette, X } from 'lucide-react'
import { useId } from 'react'
import { IMAGE_PICKER_ACCEPT } from '#shared/common/image-format.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/text-field.tsx'
import { type PickedImage, useImagePick } from '#web/features/generator/lib/use-image-pick.ts'

type StyleReferenceFieldProps = {
  value: PickedImage | null
  onChange: (image: PickedImage | null) => void
  maxBytes: number
  disabled?: boolean
}

export const STYLE_REFERENCE_HELP =
  'Upload a thumbnail you like. We match its colours and mood, not its content.'

/**
 * 'Recreate this style': a thumbnail the creator likes, whose look (never its content) the run
 * takes. Images only, capped in size, shown as a small thumbnail with Remove. The file input is
 * visually hidden but stays in the tab order; the styled label after it (its CSS peer) shows the
 * keyboard focus ring.
 */
export function StyleReferenceField({ value, onChange, maxBytes, disabled }: StyleReferenceFieldProps) {
  const inputId = useId()
  const { inputRef, error, pick, clear } = useImagePick({
    maxBytes,
    messages: {
      notImage: generatorMessages.styleReferenceNotImage,
      tooLarge: generatorMessages.styleReferenceTooLarge,
    },
    onChange,
  })

  const remove = () => {
    clear()
    // The Remove button leaves the page with the picture: keyboard focus goes back to the input.
    inputRef.current?.focus()
  }

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-base font-semibold text-ink">Recreate this style</legend>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Style reference
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {value && (
          <img
            src={value.dataUrl}
            alt={`Style reference: ${value.name}`}
            data-testid="style-reference-preview"
            className="aspect-video h-16 w-auto rounded-md border border-slate-200 bg-slate-100 object-cover"
          />
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          className="peer sr-only"
          // The visible label says what the field is; the button-like one only how to fill it.
          aria-label="Style reference"
          disabled={disabled}
          aria-describedby={error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void pick(event)}
        />
        <label
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold shadow-sm peer-focus-visible:ring-3 peer-focus-visible:ring-brand-200 hover:bg-slate-50"
          htmlFor={inputId}
        >
          <Palette aria-hidden="true" className="size-4" />
          {value ? 'Replace' : 'Choose a thumbnail'}
        </label>
        {value && (
          <Button variant="secondary" size="sm" onClick={remove} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            Remove
          </Button>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
        {STYLE_REFERENCE_HELP}
      </p>
      {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
    </fieldset>
  )
}
