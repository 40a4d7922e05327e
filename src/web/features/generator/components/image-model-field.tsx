import { useId, useState } from 'react'
import { IMAGE_MODEL_CHOICES } from '#shared/generator/image-models.ts'
import { TextField } from '#web/components/ui/text-field.tsx'

const OTHER = 'other'

const listed = (model: string) => IMAGE_MODEL_CHOICES.some((choice) => choice.id === model)

/**
 * The image model: one of the current models, each with a line on cost and quality, or any other
 * name typed in (Google ships new ones faster than we release). The typed field is the form's own
 * value; picking a listed model writes its name there.
 */
export function ImageModelField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (model: string) => void
  error?: string
}) {
  const groupId = useId()
  const [other, setOther] = useState(() => value !== '' && !listed(value))
  const picked = other ? OTHER : value
  return (
    <fieldset className="space-y-2" aria-describedby={`${groupId}-note`}>
      <legend className="text-sm font-medium text-ink">Image model</legend>
      <p id={`${groupId}-note`} className="text-xs text-ink-muted">
        Results already made keep the model they were made with.
      </p>
      {IMAGE_MODEL_CHOICES.map((choice) => (
        <label key={choice.id} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={groupId}
            value={choice.id}
            checked={picked === choice.id}
            onChange={() => {
              setOther(false)
              onChange(choice.id)
            }}
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            <span className="font-medium">{choice.label}</span>{' '}
            <code className="text-xs text-ink-muted">{choice.id}</code>
            <span className="block text-xs text-ink-muted">{choice.note}</span>
          </span>
        </label>
      ))}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name={groupId}
          value={OTHER}
          checked={picked === OTHER}
          onChange={() => setOther(true)}
          className="mt-1 size-4 accent-brand-600"
        />
        <span className="font-medium">Another model, by name</span>
      </label>
      {other && (
        <TextField
          label="Model name"
          hint="As Google's model list spells it, e.g. a newer gemini-…-image."
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {!other && error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  )
}
