import { ImagePlus, RotateCcw } from 'lucide-react'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  aspectOf,
  generatorMessages,
  type OutputSize,
  REFERENCE_MAX_BYTES,
  REFERENCE_STYLES,
  runPrice,
} from '#shared/generator/defaults.ts'
import { layoutSuits } from '#shared/generator/layouts.ts'
import type { Catalog, Generation, PreviewBody } from '#shared/schemas/generator.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useEnhancePrompt } from '#web/features/generator/api/enhance-prompt.ts'
import { useGenerateThumbnails } from '#web/features/generator/api/generate-thumbnails.ts'
import { usePersonas } from '#web/features/generator/api/list-personas.ts'
import { CategoryField } from '#web/features/generator/components/category-field.tsx'
import { ColourSchemeFields } from '#web/features/generator/components/colour-scheme-fields.tsx'
import { GeneratorPreview } from '#web/features/generator/components/generator-preview.tsx'
import { LayoutField } from '#web/features/generator/components/layout-field.tsx'
import { OutputControls } from '#web/features/generator/components/output-controls.tsx'
import { OverlayFields } from '#web/features/generator/components/overlay-fields.tsx'
import { PersonaField } from '#web/features/generator/components/persona-field.tsx'
import { PromptField } from '#web/features/generator/components/prompt-field.tsx'
import {
  type ReferenceImage,
  ReferenceImageField,
} from '#web/features/generator/components/reference-image-field.tsx'
import { RunCost } from '#web/features/generator/components/run-cost.tsx'
import { StyleReferenceField } from '#web/features/generator/components/style-reference-field.tsx'
import { TextOverlayFields } from '#web/features/generator/components/text-overlay-fields.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import {
  defaultGeneratorValues,
  type GeneratorFormValues,
  generatorResolver,
} from '#web/features/generator/lib/form-values.ts'
import { capitalize } from '#web/features/generator/lib/labels.ts'
import { usePreviewReference } from '#web/features/generator/lib/preview-reference.ts'
import { runLostMessage } from '#web/features/generator/lib/run-messages.ts'
import { cn } from '#web/lib/cn.ts'
import type { Flash } from '#web/lib/use-flash.ts'

type ThumbnailGeneratorProps = {
  catalog: Catalog
  credits: number
  reportProblemSlot?: (generation: Generation) => ReactNode
}

// On a phone the labels may wrap rather than push the form past the screen's edge ('!': cn does not
// merge, so these must win over the button's own nowrap, height and padding).
const phoneButton = 'h-auto! min-h-13 px-4! py-2 whitespace-normal! sm:px-6!'

const styleOptions = REFERENCE_STYLES.map((style) => ({ value: style, label: capitalize(style) }))

/**
 * New results scroll into view when they are off screen: on a phone the preview sits below the long
 * form, so after Generate they would otherwise appear out of sight. Only a newly finished image
 * scrolls, so a creator who scrolls back to the form is not pulled down by progress alone. Reduced
 * motion jumps instead.
 */
function useResultsScroll(results: Generation[]) {
  const ref = useRef<HTMLDivElement>(null)
  const finished = results.filter((result) => result.status !== 'pending').length
  useEffect(() => {
    const column = ref.current
    if (finished === 0 || !column) return
    const { top } = column.getBoundingClientRect()
    if (top >= 0 && top < window.innerHeight / 2) return
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    column.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  }, [finished])
  return ref
}

/** Puts an 'Edit with AI' version in the list: in its place once there, else just after its parent. */
export function withVersion(results: Generation[], version: Generation): Generation[] {
  const at = results.findIndex((result) => result.id === version.id)
  if (at >= 0) return results.map((result) => (result.id === version.id ? version : result))
  const parent = results.findIndex((result) => result.id === version.parentId)
  return parent < 0
    ? [...results, version]
    : [...results.slice(0, parent + 1), version, ...results.slice(parent + 1)]
}

/** The generator's form (left) and preview (right). The server spends and queues; workers generate and refund. */
export function ThumbnailGenerator({ catalog, credits, reportProblemSlot }: ThumbnailGeneratorProps) {
  const generate = useGenerateThumbnails()
  const enhance = useEnhancePrompt()
  const [reference, setReference] = useState<ReferenceImage | null>(null)
  const [styleReference, setStyleReference] = useState<ReferenceImage | null>(null)
  // Reset mounts a new file input: the old one would keep the picked file (and its error).
  const [referenceInput, setReferenceInput] = useState(0)
  const [results, setResults] = useState<Generation[]>([])
  const resultsRef = useResultsScroll(results)
  const [message, setMessage] = useState<Flash | null>(null)
  const form = useForm<GeneratorFormValues>({
    resolver: generatorResolver,
    defaultValues: defaultGeneratorValues(),
  })
  const { control, register, handleSubmit, setValue, formState } = form
  const personas = usePersonas()
  const [category, prompt, colorScheme, overlay, textOverlay, variants, textMode, output, layout, persona] =
    useWatch({
      control,
      name: [
        'category',
        'prompt',
        'colorScheme',
        'overlay',
        'textOverlay',
        'variants',
        'textMode',
        'output',
        'layout',
        'persona',
      ],
    })
  const previewReference = usePreviewReference(reference?.dataUrl)
  // Offline, its palette becomes the scheme: the preview shows that, from a shrunk copy too.
  const previewStyle = usePreviewReference(styleReference?.dataUrl)
  const previewBody = useMemo<PreviewBody>(
    () => ({
      colorScheme,
      overlay,
      textOverlay,
      textMode,
      output,
      layout,
      referenceImage: previewReference,
      styleReference: previewStyle,
      // Offline, the subject icon is chosen from these; the server ignores them otherwise.
      category: category || undefined,
      prompt: prompt.trim() || undefined,
      // The persona's cut-out takes the subject box; only its id matters to the preview.
      persona: persona ? { id: persona.id } : undefined,
    }),
    [
      colorScheme,
      overlay,
      textOverlay,
      textMode,
      output,
      layout,
      previewReference,
      previewStyle,
      category,
      prompt,
      persona,
    ],
  )

  const canEnhance = prompt.trim() !== '' || category !== ''
  const price = runPrice(variants)
  const costId = useId()

  // A Shorts cover has its own layouts: one chosen for 16:9 (or back) falls back to Auto.
  const keepLayoutFor = (size: OutputSize) => {
    if (!layoutSuits(form.getValues('layout'), aspectOf(size))) setValue('layout', 'auto')
  }

  const runEnhance = () => {
    if (!canEnhance) return setMessage({ tone: 'error', text: generatorMessages.enhanceNeedsInput })
    setMessage(null)
    enhance.mutate(
      // The scene is written for this frame: its aspect, and where the chosen layout sets the title.
      { category: category || undefined, prompt: prompt.trim() || undefined, size: output.size, layout },
      {
        onSuccess: (answer) => {
          setValue('prompt', answer.prompt, { shouldDirty: true, shouldValidate: formState.isSubmitted })
          setMessage({ tone: 'success', text: generatorMessages.enhanced })
        },
        onError: (error) =>
          setMessage({ tone: 'error', text: generatorMessages.enhanceError(errorText(error)) }),
      },
    )
  }

  const onGenerate = handleSubmit((input) => {
    if (credits < runPrice(input.variants)) {
      return setMessage({
        tone: 'error',
        text: generatorMessages.generationError(generatorMessages.insufficientCredits),
      })
    }
    setMessage(null)
    setResults([])
    generate.generate(
      { ...input, referenceImage: reference?.dataUrl, styleReference: styleReference?.dataUrl },
      {
        onProgress: setResults,
        onDone: (view) => {
          setResults(view.results)
          const made = view.results.some((result) => result.status === 'succeeded')
          const text = view.message ?? ''
          setMessage(
            made
              ? { tone: 'success', text }
              : { tone: 'error', text: generatorMessages.generationError(text) },
          )
        },
        onRefused: (error) =>
          setMessage({ tone: 'error', text: generatorMessages.generationError(errorText(error)) }),
        onLost: () => setMessage({ tone: 'error', text: runLostMessage }),
      },
    )
  })

  const resetAll = () => {
    form.reset(defaultGeneratorValues())
    setReference(null)
    setStyleReference(null)
    setReferenceInput((n) => n + 1)
    setResults([])
    setMessage(null)
    generate.reset()
    enhance.reset()
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      {/* Narrower padding on a phone: beside the collapsed sidebar, 375 px leaves about 220 for the form. */}
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={onGenerate} aria-label="Thumbnail settings" className="space-y-8">
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
                  withoutPeople={persona?.mode === 'authentic'}
                  onUseTemplate={(template) =>
                    setValue('prompt', template, { shouldDirty: true, shouldValidate: formState.isSubmitted })
                  }
                />
              )}
            />
            <PromptField
              {...register('prompt')}
              error={formState.errors.prompt?.message}
              canEnhance={canEnhance}
              isEnhancing={enhance.isPending}
              onEnhance={runEnhance}
            />
          </div>
          <Controller
            control={control}
            name="persona"
            render={({ field }) => (
              <PersonaField
                personas={personas.data?.items ?? []}
                value={field.value}
                onChange={field.onChange}
                offline={catalog.effectiveProvider === 'offline'}
              />
            )}
          />
          <div className="space-y-4">
            <ReferenceImageField
              key={referenceInput}
              value={reference}
              onChange={setReference}
              maxBytes={REFERENCE_MAX_BYTES}
            />
            {reference && (
              <SelectField label="Image style" options={styleOptions} {...register('referenceStyle')} />
            )}
          </div>
          <StyleReferenceField
            key={`style-${referenceInput}`}
            value={styleReference}
            onChange={setStyleReference}
            maxBytes={REFERENCE_MAX_BYTES}
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
          <Controller
            control={control}
            name="textOverlay"
            render={({ field }) => <TextOverlayFields value={field.value} onChange={field.onChange} />}
          />
          <OutputControls
            control={control}
            onSizeChange={keepLayoutFor}
            offline={catalog.effectiveProvider === 'offline'}
          />
          <Controller
            control={control}
            name="layout"
            render={({ field }) => (
              <LayoutField
                value={field.value}
                aspect={aspectOf(output.size)}
                onChange={field.onChange}
                needsSubjectBox={persona !== undefined && persona.mode === 'authentic'}
              />
            )}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              size="lg"
              className={phoneButton}
              disabled={generate.isPending || prompt === '' || credits < price}
              aria-describedby={generate.isPending ? undefined : costId}
            >
              {generate.isPending ? (
                <Spinner className="size-5" />
              ) : (
                <ImagePlus aria-hidden="true" className="size-5" />
              )}
              {generate.isPending ? 'Generating...' : 'Generate Thumbnail'}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className={phoneButton}
              onClick={resetAll}
              disabled={generate.isPending}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              Reset
            </Button>
            {!generate.isPending && <RunCost id={costId} price={price} credits={credits} />}
          </div>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </form>
      </Card>
      {/* The preview follows the form while it is alone; with results below it the column scrolls. */}
      <div
        ref={resultsRef}
        className={cn('scroll-mt-20', results.length === 0 && !generate.isPending && 'lg:sticky lg:top-6')}
      >
        <GeneratorPreview
          previewBody={previewBody}
          isGenerating={generate.isPending}
          variants={variants}
          results={results}
          reportProblemSlot={reportProblemSlot}
          aiEdit={{
            provider: catalog.effectiveProvider,
            onVersion: (version) => setResults((current) => withVersion(current, version)),
          }}
        />
      </div>
    </div>
  )
}
