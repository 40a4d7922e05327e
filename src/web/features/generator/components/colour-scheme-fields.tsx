import { type ColorSchemeValues, TONES, type Tone } from '#shared/generator/defaults.ts'
import { SelectField } from '#web/components/ui/fields.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { ColourInput } from '#web/features/generator/components/colour-input.tsx'
import { capitalize } from '#web/features/generator/lib/labels.ts'

const toneOptions = TONES.map((tone) => ({ value: tone, label: capitalize(tone) }))

type ColourSchemeFieldsProps = {
  value: ColorSchemeValues
  onChange: (value: ColorSchemeValues) => void
}

/**
 * Primary, secondary and background colours with the AI-suggest switch (on by default), and the
 * tone (default 'professional'). The background also tints the preview, so its picker stays live
 * even while the AI suggests colours; the tone goes to the prompt either way.
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
      <SelectField
        label="Tone"
        options={toneOptions}
        value={value.tone}
        onChange={(event) => set('tone', event.target.value as Tone)}
      />
    </fieldset>
  )
}
