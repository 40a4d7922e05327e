import { type ComponentProps, type ReactNode, useId } from 'react'
import { FieldError, inputClasses } from '#web/components/ui/text-field.tsx'
import { cn } from '#web/lib/cn.ts'

type FieldFrameProps = { label: string; error?: string; hint?: string; className?: string }

function useFieldIds(id: string | undefined, hint?: string, error?: string) {
  const autoId = useId()
  const inputId = id ?? autoId
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ')
  return { inputId, describedBy: describedBy || undefined }
}

function Frame({
  label,
  error,
  hint,
  className,
  inputId,
  children,
}: FieldFrameProps & { inputId: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
    </div>
  )
}

/** A labelled multi-line input, wired like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...props
}: ComponentProps<'textarea'> & FieldFrameProps) {
  const { inputId, describedBy } = useFieldIds(id, hint, error)
  return (
    <Frame label={label} error={error} hint={hint} className={className} inputId={inputId}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, 'h-auto min-h-24 py-2', error ? 'border-red-600' : 'border-slate-300')}
        {...props}
      />
    </Frame>
  )
}

/** A labelled native select (keyboard and screen-reader friendly for free). */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  ...props
}: ComponentProps<'select'> &
  FieldFrameProps & {
    options: readonly (string | { value: string; label: string })[]
    placeholder?: string
  }) {
  const { inputId, describedBy } = useFieldIds(id, hint, error)
  return (
    <Frame label={label} error={error} hint={hint} className={className} inputId={inputId}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, error ? 'border-red-600' : 'border-slate-300')}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
    </Frame>
  )
}
