import * as RadixSwitch from '@radix-ui/react-switch'
import { useId } from 'react'
import { cn } from '#web/lib/cn.ts'

type SwitchProps = {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
}

/** A labelled on/off switch (role="switch", Space toggles it). */
export function Switch({ label, checked, onCheckedChange, disabled, className }: SwitchProps) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600',
          'focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none disabled:opacity-60',
        )}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  )
}
