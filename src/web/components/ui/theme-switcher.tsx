import { Monitor, Moon, Sun } from 'lucide-react'
import { useId } from 'react'
import type { ThemeChoice } from '#shared/common/theme.ts'
import { cn } from '#web/lib/cn.ts'
import { useTheme } from '#web/lib/theme.ts'

const options: { choice: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { choice: 'light', label: 'Light', icon: Sun },
  { choice: 'dark', label: 'Dark', icon: Moon },
  { choice: 'system', label: 'System', icon: Monitor },
]

type Tone = 'page' | 'night'

const frame: Record<Tone, string> = {
  page: 'border-slate-200 bg-slate-50',
  night: 'border-white/15 bg-white/5',
}

const option: Record<Tone, string> = {
  page: 'text-ink-muted hover:text-ink has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm',
  night: 'text-slate-300 hover:text-white has-checked:bg-white/15 has-checked:text-white',
}

type ThemeSwitcherProps = {
  /** 'night' on the always-dark sidebar; 'page' on the page's own surfaces. */
  tone?: Tone
  /** Words beside the icons (Account Settings); without them the names are for screen readers and tooltips. */
  labelled?: boolean
  className?: string
}

/**
 * Light, Dark or System, as three radio buttons (decision 049): every state is visible and one
 * click away, and System says plainly that the page follows the device. Native radios give arrow
 * keys and the group's name to screen readers for free.
 */
export function ThemeSwitcher({ tone = 'page', labelled = false, className }: ThemeSwitcherProps) {
  const { choice, setChoice } = useTheme()
  const name = useId()
  return (
    <fieldset className={cn('inline-flex rounded-lg border p-0.5', frame[tone], className)}>
      <legend className="sr-only">Theme</legend>
      {options.map(({ choice: value, label, icon: Icon }) => (
        <label
          key={value}
          title={labelled ? undefined : label}
          className={cn(
            'relative inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium transition-colors',
            labelled ? 'min-h-9 px-3' : 'size-8',
            option[tone],
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setChoice(value)}
            // Over the whole option, so a click anywhere on it is a click on the radio, and the
            // focus ring (styles.css :focus-visible) outlines the option.
            className="absolute inset-0 cursor-pointer appearance-none rounded-md"
          />
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn(!labelled && 'sr-only')}>{label}</span>
        </label>
      ))}
    </fieldset>
  )
}
