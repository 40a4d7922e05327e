import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { aspectOf, PROMPT_MAX_LENGTH } from '#shared/generator/defaults.ts'
import { layoutSuits } from '#shared/generator/layouts.ts'
import {
  defaultGeneratorValues,
  type GeneratorFormValues,
  generatorFormSchema,
} from '#web/features/generator/lib/form-values.ts'
import { readStored, removeStored, writeStored } from '#web/lib/storage.ts'

/**
 * The generator's draft (issue 27, item 5): what the creator set, kept in this browser so that
 * leaving the page or reloading it loses nothing. One entry per account, so two people sharing a
 * browser never see each other's prompt. Only the form's own values are kept: the reference and
 * style images stay out (megabytes of data URL would fill the storage quota).
 */
const DRAFT_VERSION = 1
export const draftKey = (userId: string) => `generator-draft:${userId}`

const shape = generatorFormSchema.shape
/**
 * Each field is read on its own, so one that an older release stored differently falls back to
 * its default without losing the rest. The category and prompt may be half written: the draft
 * holds them as typed, and Generate checks them as always.
 */
const fieldParsers: { [K in keyof GeneratorFormValues]: z.ZodType } = {
  category: z.string().max(200),
  prompt: z.string().max(PROMPT_MAX_LENGTH),
  colorScheme: shape.colorScheme,
  overlay: shape.overlay,
  textOverlay: shape.textOverlay,
  referenceStyle: shape.referenceStyle,
  textMode: shape.textMode,
  variants: shape.variants,
  output: shape.output,
  layout: shape.layout,
  persona: shape.persona,
}

const envelope = z.object({ version: z.literal(DRAFT_VERSION), values: z.record(z.string(), z.unknown()) })

/**
 * The account's draft over the defaults, or null when there is none. A category the catalogue no
 * longer offers is dropped, and so is a layout that does not suit the stored size.
 */
export function readDraft(userId: string, categories: readonly string[]): GeneratorFormValues | null {
  const stored = readStored(draftKey(userId))
  if (!stored) return null
  const parsed = envelope.safeParse(stored.value)
  if (!parsed.success) {
    removeStored(draftKey(userId))
    return null
  }
  const values: Record<string, unknown> = { ...defaultGeneratorValues() }
  for (const [name, parser] of Object.entries(fieldParsers)) {
    const field = parser.safeParse(parsed.data.values[name])
    if (field.success && field.data !== undefined) values[name] = field.data
  }
  const draft = values as GeneratorFormValues
  if (draft.category && !categories.includes(draft.category)) draft.category = ''
  if (!layoutSuits(draft.layout, aspectOf(draft.output.size))) draft.layout = 'auto'
  return draft
}

export function writeDraft(userId: string, values: GeneratorFormValues): void {
  const kept: Partial<GeneratorFormValues> = {}
  for (const name of Object.keys(fieldParsers) as (keyof GeneratorFormValues)[]) {
    if (values[name] !== undefined) Object.assign(kept, { [name]: values[name] })
  }
  writeStored(draftKey(userId), { version: DRAFT_VERSION, values: kept })
}

export const clearDraft = (userId: string): void => removeStored(draftKey(userId))

/**
 * 'Make more like this' (issue 30, item 6): the account's draft becomes a finished thumbnail's
 * settings, so the generator opens with them. Each field is checked as any draft's is when read
 * back (readDraft); the variants stay at the default, since the count is a new run's own choice.
 */
export function draftFromGeneration(userId: string, params: Record<string, unknown>): void {
  const values: Record<string, unknown> = { ...defaultGeneratorValues() }
  for (const name of Object.keys(fieldParsers)) {
    if (name !== 'variants' && params[name] !== undefined) values[name] = params[name]
  }
  writeDraft(userId, values as GeneratorFormValues)
}

/** Writes the form to the account's draft on every change, after a short pause in typing. */
export function useDraftWriter(form: UseFormReturn<GeneratorFormValues>, userId: string) {
  useEffect(() => {
    let timer: number | undefined
    const save = () => writeDraft(userId, form.getValues())
    const subscription = form.watch(() => {
      window.clearTimeout(timer)
      timer = window.setTimeout(save, DRAFT_WRITE_PAUSE_MS)
    })
    // Leaving the page inside the pause still keeps the last keystrokes.
    window.addEventListener('pagehide', save)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', save)
      if (timer !== undefined) {
        window.clearTimeout(timer)
        save()
      }
    }
  }, [form, userId])
}

const DRAFT_WRITE_PAUSE_MS = 250
