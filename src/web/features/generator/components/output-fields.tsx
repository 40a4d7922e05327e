import { useEffect, useId } from 'react'
import {
  CREDITS_PER_IMAGE,
  generatorMessages,
  OUTPUT_FORMATS,
  OUTPUT_SIZES,
  type OutputFormat,
  type OutputSize,
  TEXT_MODES,
  type TextMode,
  VARIANTS_MAX,
  VARIANTS_MIN,
} from '#shared/generator/defaults.ts'
import { SelectField } from '#web/components/ui/fields.tsx'
import { cn } from '#web/lib/cn.ts'

export type OutputChoice = { size: OutputSize; format: OutputFormat }

type OutputFieldsProps = {
  variants: number
  onVariantsChange: (variants: number) => void
  textMode: TextMode
  onTextModeChange: (mode: TextMode) => void
  output: OutputChoice
  onOutputChange: (output: OutputChoice) => void
  /** True when the effective provider is offline: it draws no lettering, so 'AI-drawn text' cannot run. */
  offline?: boolean
}

const textModeLabels: Record<TextMode, { label: string; hint: string }> = {
  exact: {
    label: 'Exact text',
    hint: 'The AI leaves room for the text; we set your title in real fonts, never misspelled.',
  },
  ai: { label: 'AI-drawn text', hint: 'The AI paints the title into the picture itself.' },
}

const sizeLabels: Record<OutputSize, string> = {
  '1280x720': '1280×720 (HD)',
  '1920x1080': '1920×1080 (Full HD)',
  '3840x2160': '3840×2160 (4K)',
  '1080x1920': '1080×1920 (Shorts cover, 9:16)',
}

const variantOptions = Array.from({ length: VARIANTS_MAX - VARIANTS_MIN + 1 }, (_, i) => {
  const n = VARIANTS_MIN + i
  const credits = n * CREDITS_PER_IMAGE
  return {
    value: String(n),
    label: `${n} ${n === 1 ? 'image' : 'images'} (${credits} ${credits === 1 ? 'credit' : 'credits'})`,
  }
})

/** How many images, how the text is drawn, and the file that comes out. */
export function OutputFields(props: OutputFieldsProps) {
  const { variants, onVariantsChange, textMode, onTextModeChange, output, onOutputChange, offline } = props
  const id = useId()
  // A choice made before the site went offline (or kept in a draft) would be refused on submit.
  useEffect(() => {
    if (offline && textMode === 'ai') onTextModeChange('exact')
  }, [offline, textMode, onTextModeChange])
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink">Output</legend>
      <SelectField
        label="Variants"
        hint="Each image costs 1 credit."
        value={String(variants)}
        options={variantOptions}
        onChange={(event) => onVariantsChange(Number(event.target.value))}
      />
      <div role="radiogroup" aria-label="Text mode" className="space-y-2">
        <p className="text-sm font-medium text-ink">Text mode</p>
        {TEXT_MODES.map((mode) => {
          const disabled = mode === 'ai' && offline === true
          const hintId = `${id}-${mode}-hint`
          return (
            <label
              key={mode}
              className={cn(
                'flex items-start gap-2 rounded-lg border border-slate-200 p-3',
                disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name="text-mode"
                value={mode}
                checked={textMode === mode}
                disabled={disabled}
                aria-describedby={hintId}
                onChange={() => onTextModeChange(mode)}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-medium">{textModeLabels[mode].label}</span>
                <span id={hintId} className="block text-xs text-ink-muted">
                  {disabled ? generatorMessages.aiTextNeedsGemini : textModeLabels[mode].hint}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Size"
          value={output.size}
          options={OUTPUT_SIZES.map((size) => ({ value: size, label: sizeLabels[size] }))}
          onChange={(event) => onOutputChange({ ...output, size: event.target.value as OutputSize })}
        />
        <SelectField
          label="Format"
          value={output.format}
          options={OUTPUT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))}
          onChange={(event) => onOutputChange({ ...output, format: event.target.value as OutputFormat })}
        />
      </div>
    </fieldset>
  )
}
