import type { ColorSchemeValues } from '#shared/generator/defaults.ts'
import { Switch } from '#web/components/ui/switch.tsx'
import { ColourInput } from '#web/features/generator/components/colour-input.tsx'

type ColourSchemeFieldsProps = {
  value: ColorSchemeValues
  onChange: (value: ColorSchemeValues) => void
}

/**
 * Primary, secondary and background colours with the AI-suggest switch (on by default). The
 * background also tints the preview, so its picker stays live even while the AI suggests colours.
 */
export function ColourSchemeFields({ value, onChange }: ColourSchemeFieldsProps) {
  const set = <K extends keyof ColorSchemeValues>(key: K, next: ColorSchemeValues[K]) =>
    onChange({ ...value, [key]: next })
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink">Colour scheme</legend>
      <Switch
        label="Let AI suggest the colour scheme"
        checked={value.aiSuggest}
        onCheckedChange={(checked) => set('aiSuggest', checked)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ColourInput label="Primary colour" value={value.primary} onChange={(next) => set('primary', next)} />
        <ColourInput
          label="Secondary colour"
          value={value.secondary}
          onChange={(next) => set('secondary', next)}
        />
        <ColourInput
          label="Background colour"
          value={value.background}
          onChange={(next) => set('background', next)}
        />
      </div>
    </fieldset>
  )
}
