import { type ComponentProps, useId } from 'react'
import { cn } from '#web/lib/cn.ts'

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string }

export const inputClasses =
  'block h-11 w-full rounded-lg border bg-surface px-3 text-ink shadow-sm placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200 ' +
  'disabled:bg-slate-100 read-only:bg-slate-100'

/** A labelled input whose error is announced and tied to the input (aria-describedby). */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, error ? 'border-red-600' : 'border-slate-300')}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  )
}
