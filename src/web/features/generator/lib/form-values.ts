import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_LAYOUT,
  DEFAULT_OUTPUT_FORMAT,
  DEFAULT_OUTPUT_SIZE,
  DEFAULT_OVERLAY,
  DEFAULT_REFERENCE_STYLE,
  DEFAULT_TEXT_MODE,
  DEFAULT_TEXT_OVERLAY,
  DEFAULT_VARIANTS,
} from '#shared/generator/defaults.ts'
import { generateBodySchema } from '#shared/generator/schemas.ts'

/** The generate body minus the reference and style images, which the page holds as file previews. */
export const generatorFormSchema = generateBodySchema.omit({ referenceImage: true, styleReference: true })
export type GeneratorFormValues = z.output<typeof generatorFormSchema>

/** Every control's starting value (spec §3); Reset returns here. A fresh copy each call. */
export const defaultGeneratorValues = (): GeneratorFormValues => ({
  category: '',
  prompt: '',
  colorScheme: { ...DEFAULT_COLOR_SCHEME },
  overlay: { ...DEFAULT_OVERLAY },
  textOverlay: { ...DEFAULT_TEXT_OVERLAY },
  referenceStyle: DEFAULT_REFERENCE_STYLE,
  textMode: DEFAULT_TEXT_MODE,
  variants: DEFAULT_VARIANTS,
  output: { size: DEFAULT_OUTPUT_SIZE, format: DEFAULT_OUTPUT_FORMAT },
  layout: DEFAULT_LAYOUT,
  // No persona by default (issue 11); Reset clears a chosen one.
  persona: undefined,
})

/**
 * The schema's input type marks defaulted fields optional; the form always holds every value
 * (it starts from the defaults), so it is typed by the schema's output.
 */
export const outputResolver = <T extends Record<string, unknown>>(
  schema: Parameters<typeof zodResolver>[0],
) => zodResolver(schema) as unknown as Resolver<T>

export const generatorResolver = outputResolver<GeneratorFormValues>(generatorFormSchema)
