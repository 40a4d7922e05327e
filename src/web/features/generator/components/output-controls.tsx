import { type Control, Controller } from 'react-hook-form'
import type { OutputSize } from '#shared/generator/defaults.ts'
import { OutputFields } from '#web/features/generator/components/output-fields.tsx'
import type { GeneratorFormValues } from '#web/features/generator/lib/form-values.ts'

/** The Output fieldset wired to the form; a size change is reported so the layout can follow it. */
export function OutputControls({
  control,
  onSizeChange,
  offline = false,
}: {
  control: Control<GeneratorFormValues>
  onSizeChange: (size: OutputSize) => void
  /** The effective provider is offline: 'AI-drawn text' is disabled, with the reason shown. */
  offline?: boolean
}) {
  return (
    <Controller
      control={control}
      name="variants"
      render={({ field: variants }) => (
        <Controller
          control={control}
          name="textMode"
          render={({ field: textMode }) => (
            <Controller
              control={control}
              name="output"
              render={({ field: output }) => (
                <OutputFields
                  variants={variants.value}
                  onVariantsChange={variants.onChange}
                  textMode={textMode.value}
                  onTextModeChange={textMode.onChange}
                  offline={offline}
                  output={output.value}
                  onOutputChange={(next) => {
                    output.onChange(next)
                    onSizeChange(next.size)
                  }}
                />
              )}
            />
          )}
        />
      )}
    />
  )
}
