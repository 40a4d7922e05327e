import { useId, useState } from 'react'
import { FieldError, inputClasses } from '#web/components/ui/text-field.tsx'
import { cn } from '#web/lib/cn.ts'
import { dayTextOf, parseDayText } from '#web/lib/date-input.ts'

export const dayFormatMessage = 'Enter the date as dd/mm/yyyy'

type DateFieldProps = {
  label: string
  /** The ISO day (yyyy-mm-dd) the API takes, or '' for none. */
  value: string
  /** Called with the ISO day once the text is a real day, and with '' once it is emptied. */
  onChange: (isoDay: string) => void
  className?: string
}

/**
 * A day typed as dd/mm/yyyy, the way every date on screen reads (decision 018). A native date
 * input would follow the browser's locale (mm/dd/yyyy in en-US) whatever `lang` says, so this is
 * a text field; half-typed text changes nothing, and text that is not a day says so once left.
 */
export function DateField({ label, value, onChange, className }: DateFieldProps) {
  const id = useId()
  const [text, setText] = useState(() => dayTextOf(value))
  const [left, setLeft] = useState(false)
  // A day set from outside (Clear filters) replaces the text; the echo of what was typed does not.
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (value !== (parseDayText(text) ?? '')) setText(dayTextOf(value))
  }
  const invalid = left && text.trim() !== '' && parseDayText(text) === null
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* First, out of the flow: as the last child it would add space under the input. */}
      <span id={`${id}-format`} className="sr-only">
        Format: dd/mm/yyyy
      </span>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        value={text}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : `${id}-format`}
        className={cn(inputClasses, invalid ? 'border-red-600' : 'border-slate-300')}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          if (next.trim() === '') onChange('')
          else {
            const day = parseDayText(next)
            if (day !== null) onChange(day)
          }
        }}
        onBlur={() => setLeft(true)}
      />
      {invalid && <FieldError id={`${id}-error`}>{dayFormatMessage}</FieldError>}
    </div>
  )
}
