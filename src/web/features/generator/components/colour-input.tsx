import { useId } from 'react'
import { cn } from '#web/lib/cn.ts'

type ColourInputProps = {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  className?: string
}

/** A labelled colour picker that shows its hex value next to the swatch. */
export function ColourInput({ label, value, onChange, disabled, className }: ColourInputProps) {
  const id = useId()
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <span className="font-mono text-sm text-ink-muted uppercase">{value}</span>
      </div>
    </div>
  )
}
