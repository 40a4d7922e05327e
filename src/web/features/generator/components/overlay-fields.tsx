import { OVERLAY_POSITIONS, OVERLAY_STYLES, type OverlayValues } from '#shared/generator/defaults.ts'
import { SelectField } from '#web/components/ui/fields.tsx'
import { ColourInput } from '#web/features/generator/components/colour-input.tsx'
import { capitalize } from '#web/features/generator/lib/labels.ts'

type OverlayFieldsProps = {
  value: OverlayValues
  onChange: (value: OverlayValues) => void
  disabled?: boolean
}

const styleOptions = OVERLAY_STYLES.map((style) => ({ value: style, label: capitalize(style) }))
const positionOptions = OVERLAY_POSITIONS.map((position) => ({
  value: position,
  label: capitalize(position),
}))

/** Overlay settings (spec §3): style, position, colour, gradient start/end and opacity 0-100. */
export function OverlayFields({ value, onChange, disabled }: OverlayFieldsProps) {
  const set = <K extends keyof OverlayValues>(key: K, next: OverlayValues[K]) =>
    onChange({ ...value, [key]: next })
  const off = disabled || value.style === 'none'
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="text-base font-semibold text-ink">Overlay settings</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Overlay style"
          value={value.style}
          options={styleOptions}
          onChange={(event) => set('style', event.target.value as OverlayValues['style'])}
        />
        <SelectField
          label="Overlay position"
          value={value.position}
          options={positionOptions}
          disabled={off}
          onChange={(event) => set('position', event.target.value as OverlayValues['position'])}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ColourInput
          label="Overlay colour"
          value={value.color}
          disabled={off || value.style === 'gradient'}
          onChange={(next) => set('color', next)}
        />
        <ColourInput
          label="Gradient start"
          value={value.gradientStart}
          disabled={off || value.style !== 'gradient'}
          onChange={(next) => set('gradientStart', next)}
        />
        <ColourInput
          label="Gradient end"
          value={value.gradientEnd}
          disabled={off || value.style !== 'gradient'}
          onChange={(next) => set('gradientEnd', next)}
        />
      </div>
      <OpacitySlider value={value.opacity} disabled={off} onChange={(next) => set('opacity', next)} />
    </fieldset>
  )
}

function OpacitySlider({
  value,
  disabled,
  onChange,
}: {
  value: number
  disabled: boolean
  onChange: (value: number) => void
}) {
  return (
    <label className="block space-y-1.5">
      <span className="flex justify-between text-sm font-medium text-ink">
        Overlay opacity <span className="tabular-nums text-ink-muted">{value}%</span>
      </span>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-600 disabled:opacity-50"
      />
    </label>
  )
}
