import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import {
  aspectOf,
  type LayoutChoice,
  type OutputSize,
  REFERENCE_MAX_BYTES,
  REFERENCE_STYLES,
} from '#shared/generator/defaults.ts'
import { isRtlTitle } from '#shared/generator/layouts.ts'
import type { Catalog, PersonaChoice } from '#shared/generator/schemas.ts'
import type { Persona } from '#shared/personas/schemas.ts'
import { SelectField } from '#web/components/ui/fields.tsx'
import { CategoryField } from '#web/features/generator/components/category-field.tsx'
import { ColourSchemeFields } from '#web/features/generator/components/colour-scheme-fields.tsx'
import { LayoutField, lacksPersonaRoom } from '#web/features/generator/components/layout-field.tsx'
import { MoreOptions } from '#web/features/generator/components/more-options.tsx'
import { OutputControls } from '#web/features/generator/components/output-controls.tsx'
import { OverlayFields } from '#web/features/generator/components/overlay-fields.tsx'
import { PersonaField } from '#web/features/generator/components/persona-field.tsx'
import { PromptField } from '#web/features/generator/components/prompt-field.tsx'
import {
  type ReferenceImage,
  ReferenceImageField,
} from '#web/features/generator/components/reference-image-field.tsx'
import { StyleReferenceField } from '#web/features/generator/components/style-reference-field.tsx'
import { TextOverlayFields } from '#web/features/generator/components/text-overlay-fields.tsx'
import type { GeneratorFormValues } from '#web/features/generator/lib/form-values.ts'
import { capitalize } from '#web/features/generator/lib/labels.ts'

const styleOptions = REFERENCE_STYLES.map((style) => ({ value: style, label: capitalize(style) }))

/** The values folded under 'More options': an error in any of them opens it. */
const FOLDED: readonly (keyof GeneratorFormValues)[] = [
  'colorScheme',
  'overlay',
  'textOverlay',
  'referenceStyle',
  'textMode',
  'variants',
  'output',
  'layout',
]

type Images = {
  reference: ReferenceImage | null
  setReference: (image: ReferenceImage | null) => void
  styleReference: ReferenceImage | null
  setStyleReference: (image: ReferenceImage | null) => void
  /** Changes on Reset, which mounts new file inputs (an old one would keep its file and error). */
  inputKey: number
}

type GeneratorFieldsProps = {
  form: UseFormReturn<GeneratorFormValues>
  catalog: Catalog
  personas: Persona[]
  persona: PersonaChoice | undefined
  outputSize: OutputSize
  layout: LayoutChoice
  images: Images
  enhance: { canEnhance: boolean; isPending: boolean; run: () => void }
  onSizeChange: (size: OutputSize) => void
}

/**
 * The form in the order a creator thinks (issue 27, item 5): the title, the idea (category,
 * template, prompt), the persona, and the rest folded under 'More options'.
 */
export function GeneratorFields(props: GeneratorFieldsProps) {
  const { form, catalog, personas, persona, outputSize, layout, images, enhance, onSizeChange } = props
  const { control, register, setValue, formState } = form
  const authentic = persona?.mode === 'authentic'
  const title = useWatch({ control, name: 'textOverlay.title' }) ?? ''
  return (
    <>
      <Controller
        control={control}
        name="textOverlay"
        render={({ field }) => (
          <TextOverlayFields part="words" value={field.value} onChange={field.onChange} />
        )}
      />
      <div className="space-y-4">
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <CategoryField
              categories={catalog.categories}
              value={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
              withoutPeople={authentic}
              onUseTemplate={(template) =>
                setValue('prompt', template, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
            />
          )}
        />
        <PromptField
          {...register('prompt')}
          error={formState.errors.prompt?.message}
          canEnhance={enhance.canEnhance}
          isEnhancing={enhance.isPending}
          onEnhance={enhance.run}
        />
      </div>
      <Controller
        control={control}
        name="persona"
        render={({ field }) => (
          <PersonaField
            personas={personas}
            value={field.value}
            onChange={field.onChange}
            offline={catalog.effectiveProvider === 'offline'}
          />
        )}
      />
      <MoreOptions
        needsAttention={
          FOLDED.some((name) => formState.errors[name] !== undefined) ||
          (authentic && lacksPersonaRoom(layout))
        }
        submitCount={formState.submitCount}
      >
        <div className="space-y-4">
          <ReferenceImageField
            key={images.inputKey}
            value={images.reference}
            onChange={images.setReference}
            maxBytes={REFERENCE_MAX_BYTES}
          />
          {images.reference && (
            <SelectField label="Image style" options={styleOptions} {...register('referenceStyle')} />
          )}
        </div>
        <StyleReferenceField
          key={`style-${images.inputKey}`}
          value={images.styleReference}
          onChange={images.setStyleReference}
          maxBytes={REFERENCE_MAX_BYTES}
        />
        <Controller
          control={control}
          name="layout"
          render={({ field }) => (
            <LayoutField
              value={field.value}
              aspect={aspectOf(outputSize)}
              onChange={field.onChange}
              needsSubjectBox={authentic}
              rtl={isRtlTitle(title)}
            />
          )}
        />
        <Controller
          control={control}
          name="textOverlay"
          render={({ field }) => (
            <TextOverlayFields part="style" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="colorScheme"
          render={({ field }) => <ColourSchemeFields value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="overlay"
          render={({ field }) => <OverlayFields value={field.value} onChange={field.onChange} />}
        />
        <OutputControls
          control={control}
          onSizeChange={onSizeChange}
          offline={catalog.effectiveProvider === 'offline'}
        />
      </MoreOptions>
    </>
  )
}
