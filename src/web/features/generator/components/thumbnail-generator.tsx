import { ImagePlus, RotateCcw } from 'lucide-react'
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { aspectOf, generatorMessages, type OutputSize, runPrice } from '#shared/generator/defaults.ts'
import { layoutSuits } from '#shared/generator/layouts.ts'
import type { Catalog, Generation, PreviewBody } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useEnhancePrompt } from '#web/features/generator/api/enhance-prompt.ts'
import { useGenerateThumbnails } from '#web/features/generator/api/generate-thumbnails.ts'
import { usePersonas } from '#web/features/generator/api/list-personas.ts'
import { GeneratorFields } from '#web/features/generator/components/generator-fields.tsx'
import { GeneratorPreview } from '#web/features/generator/components/generator-preview.tsx'
import { PhonePreview } from '#web/features/generator/components/phone-preview.tsx'
import type { ReferenceImage } from '#web/features/generator/components/reference-image-field.tsx'
import { RunCost } from '#web/features/generator/components/run-cost.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { clearDraft, readDraft, useDraftWriter } from '#web/features/generator/lib/form-draft.ts'
import {
  defaultGeneratorValues,
  type GeneratorFormValues,
  generatorResolver,
} from '#web/features/generator/lib/form-values.ts'
import { usePreviewReference } from '#web/features/generator/lib/preview-reference.ts'
import { scrollToColumn, useResultsScroll, withVersion } from '#web/features/generator/lib/results-list.ts'
import { runLostMessage } from '#web/features/generator/lib/run-messages.ts'
import { useLivePreview } from '#web/features/generator/lib/use-live-preview.ts'
import { cn } from '#web/lib/cn.ts'
import type { Flash } from '#web/lib/use-flash.ts'

export { withVersion }

type ThumbnailGeneratorProps = {
  catalog: Catalog
  credits: number
  /** Whose draft the form restores and keeps (issue 27, item 5). */
  userId: string
  reportProblemSlot?: (generation: Generation) => ReactNode
}

// On a phone the labels may wrap rather than push the form past the screen's edge: less padding than
// the large button's, and its wider-screen nowrap lifted (cn merges these over the button's own).
const phoneButton = 'px-4 sm:px-6 sm:whitespace-normal'

// Creators iterate, so a run keeps the draft; Reset is the way to start again.
const DRAFT_NOTE = 'This form is kept on this browser for your next visit. Reset clears it.'

// A field scrolled into view for typing stops below the phone's sticky preview (PhonePreview).
const belowPhonePreview =
  '[&_:is(input,textarea,select,summary)]:scroll-mt-52 lg:[&_:is(input,textarea,select,summary)]:scroll-mt-6'

/** The generator's form (left) and preview (right). The server spends and queues; workers generate and refund. */
export function ThumbnailGenerator({ catalog, credits, userId, reportProblemSlot }: ThumbnailGeneratorProps) {
  const generate = useGenerateThumbnails()
  const enhance = useEnhancePrompt()
  const [reference, setReference] = useState<ReferenceImage | null>(null)
  const [styleReference, setStyleReference] = useState<ReferenceImage | null>(null)
  // Reset mounts a new file input: the old one would keep the picked file (and its error).
  const [referenceInput, setReferenceInput] = useState(0)
  const [results, setResults] = useState<Generation[]>([])
  const resultsRef = useResultsScroll(results)
  const [message, setMessage] = useState<Flash | null>(null)
  const [restored] = useState(
    () =>
      readDraft(
        userId,
        catalog.categories.map((category) => category.name),
      ) ?? defaultGeneratorValues(),
  )
  const form = useForm<GeneratorFormValues>({ resolver: generatorResolver, defaultValues: restored })
  useDraftWriter(form, userId)
  const { control, handleSubmit, setValue, formState } = form
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
  // A draft may name a persona deleted since: the run would be refused for it, so it goes.
  const personaItems = personas.data?.items
  useEffect(() => {
    if (persona && personaItems && !personaItems.some((item) => item.id === persona.id)) {
      setValue('persona', undefined)
    }
  }, [persona, personaItems, setValue])
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
      // The persona's cut-out takes the subject box, framed as the run will frame it.
      persona: persona ? { id: persona.id, framing: persona.framing } : undefined,
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

  const live = useLivePreview(previewBody)
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
    clearDraft(userId)
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
        <PhonePreview
          live={live}
          portrait={aspectOf(output.size) === '9:16'}
          onShowFull={() => scrollToColumn(resultsRef.current)}
        />
        <form
          noValidate
          onSubmit={onGenerate}
          aria-label="Thumbnail settings"
          className={cn('space-y-8', belowPhonePreview)}
        >
          <GeneratorFields
            form={form}
            catalog={catalog}
            personas={personas.data?.items ?? []}
            persona={persona}
            outputSize={output.size}
            layout={layout}
            images={{ reference, setReference, styleReference, setStyleReference, inputKey: referenceInput }}
            enhance={{ canEnhance, isPending: enhance.isPending, run: runEnhance }}
            onSizeChange={keepLayoutFor}
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
          <p className="text-xs text-ink-muted">{DRAFT_NOTE}</p>
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
          live={live}
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
