import * as RadixSwitch from '@radix-ui/react-switch'
import { useId } from 'react'
import { cn } from '#web/lib/cn.ts'

type SwitchProps = {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
  /** One line under the label, read out with the switch (aria-describedby). */
  hint?: string
}

/** A labelled on/off switch (role="switch", Space toggles it). */
export function Switch({ label, checked, onCheckedChange, disabled, className, hint }: SwitchProps) {
  const id = useId()
  return (
    <div className={cn('flex gap-3', hint ? 'items-start' : 'items-center', className)}>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600',
          'focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none disabled:opacity-60',
        )}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </RadixSwitch.Root>
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
