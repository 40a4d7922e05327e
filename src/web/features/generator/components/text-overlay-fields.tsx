import {
  SUBTITLE_MAX_LENGTH,
  TEXT_POSITIONS,
  TEXT_SIZES,
  type TextOverlayValues,
  TITLE_MAX_LENGTH,
} from '#shared/generator/defaults.ts'
import { SelectField } from '#web/components/ui/fields.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { ColourInput } from '#web/features/generator/components/colour-input.tsx'
import { capitalize } from '#web/features/generator/lib/labels.ts'

type TextOverlayFieldsProps = {
  value: TextOverlayValues
  onChange: (value: TextOverlayValues) => void
  disabled?: boolean
  /**
   * The generator asks for the words first and folds their styling under 'More options'; the edit
   * dialog shows both together.
   */
  part?: 'all' | 'words' | 'style'
}

// 'Fit' (the default) comes first: it fills the layout's text box, as large as the title allows.
const sizeOptions = TEXT_SIZES.map((size) => ({ value: size, label: capitalize(size) }))
const legends = { all: 'Text overlay', words: 'What the thumbnail says', style: 'Text style' } as const
const positionOptions = TEXT_POSITIONS.map((position) => ({ value: position, label: capitalize(position) }))

/**
 * Title, subtitle and how they are set. The colour input is disabled while AI text colour is on
 * (spec §5): the server then picks a colour that contrasts with what is behind the text.
 */
export function TextOverlayFields({ value, onChange, disabled, part = 'all' }: TextOverlayFieldsProps) {
  const set = <K extends keyof TextOverlayValues>(key: K, next: TextOverlayValues[K]) =>
    onChange({ ...value, [key]: next })
  const words = part !== 'style'
  const style = part !== 'words'
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="text-base font-semibold text-ink">{legends[part]}</legend>
      {words && (
        <>
          <TextField
            label="Title"
            value={value.title}
            maxLength={TITLE_MAX_LENGTH}
            placeholder="e.g. I Tried It For 30 Days"
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label="Subtitle"
            value={value.subtitle}
            maxLength={SUBTITLE_MAX_LENGTH}
            onChange={(event) => set('subtitle', event.target.value)}
          />
        </>
      )}
      {style && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <ColourInput
              label="Text colour"
              value={value.textColor}
              disabled={disabled || value.aiSuggestTextColor}
              onChange={(next) => set('textColor', next)}
            />
            <SelectField
              label="Text size"
              hint="Fit fills the layout's text box."
              value={value.textSize}
              options={sizeOptions}
              onChange={(event) => set('textSize', event.target.value as TextOverlayValues['textSize'])}
            />
            <SelectField
              label="Text position"
              value={value.textPosition}
              options={positionOptions}
              onChange={(event) =>
                set('textPosition', event.target.value as TextOverlayValues['textPosition'])
              }
            />
          </div>
          <Switch
            label="AI text colour"
            checked={value.aiSuggestTextColor}
            disabled={disabled}
            onCheckedChange={(checked) => set('aiSuggestTextColor', checked)}
          />
          <Switch
            label="Auto accent"
            hint="Colours numbers, money and a question's last word; wrap any word in *asterisks* to pick it yourself."
            checked={value.autoAccent}
            disabled={disabled}
            onCheckedChange={(checked) => set('autoAccent', checked)}
          />
        </>
      )}
    </fieldset>
  )
}
