import { useId, useState } from 'react'
import { cn } from '#web/lib/cn.ts'

type ColourInputProps = {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  className?: string
}

export const hexColourMessage = 'Type a colour as # and 6 hex digits (0-9, A-F), like #FF0000.'

/**
 * What a creator types, as the #RRGGBB the server takes: the # may be left out, and the short form
 * #F00 is read as #FF0000. Anything else is null.
 */
export function readHexColour(typed: string): string | null {
  const digits = typed.trim().replace(/^#/, '')
  if (/^[0-9a-f]{6}$/i.test(digits)) return `#${digits.toUpperCase()}`
  if (/^[0-9a-f]{3}$/i.test(digits))
    return `#${[...digits]
      .map((d) => d + d)
      .join('')
      .toUpperCase()}`
  return null
}

/**
 * A labelled colour picker with its hex value beside it, which can also be typed (a brand colour is
 * usually known as hex). Six digits are used as soon as they are typed, a short form when the field
 * is left; anything else says why when the field is left, and the last good colour stays.
 */
export function ColourInput({ label, value, onChange, disabled, className }: ColourInputProps) {
  const id = useId()
  const hexId = useId()
  const messageId = useId()
  // What is being typed; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const typeHex = (typed: string) => {
    setDraft(typed)
    // Only a full #RRGGBB while typing: '#12A' is on its way to '#12AB34', not the short form yet.
    const colour = typed.replace(/^#/, '').length === 6 ? readHexColour(typed) : null
    if (colour) {
      setInvalid(false)
      if (colour !== value.toUpperCase()) onChange(colour)
    }
  }
  const leave = () => {
    if (draft === null) return
    const colour = readHexColour(draft)
    setInvalid(colour === null)
    if (!colour) return
    setDraft(null)
    if (colour !== value.toUpperCase()) onChange(colour)
  }
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <input
          id={id}
          type="color"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            setDraft(null)
            setInvalid(false)
            onChange(event.target.value.toUpperCase())
          }}
          className="h-10 w-10 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-surface p-1 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <label htmlFor={hexId} className="sr-only">
          {`${label} as hex`}
        </label>
        <input
          id={hexId}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={draft ?? value.toUpperCase()}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(event) => typeHex(event.target.value)}
          onBlur={leave}
          // Enter saves the form: a short form typed just before it counts.
          onKeyDown={(event) => event.key === 'Enter' && leave()}
          className={cn(
            'h-10 w-full min-w-0 max-w-24 flex-1 rounded-md border bg-surface px-1.5 font-mono text-sm uppercase text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:opacity-50',
            invalid ? 'border-red-600' : 'border-slate-300',
          )}
        />
      </div>
      {invalid && (
        <p id={messageId} className="text-xs text-red-700">
          {hexColourMessage}
        </p>
      )}
    </div>
  )
}
