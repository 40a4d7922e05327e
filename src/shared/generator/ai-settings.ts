import { z } from 'zod'
import { AI_PROVIDERS, geminiKeyMessages, WHEN_UNAVAILABLE } from './defaults.ts'

/*
 * The admin's AI provider settings and Gemini keys: split from generator.ts (which re-exports them,
 * so imports stay as they were) because the form's schemas never read them.
 */

/** An admin-managed Gemini key as the API shows it: never the key itself. */
export const geminiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** First 8 and last 4 characters. */
  keyMask: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
})
export type GeminiKey = z.infer<typeof geminiKeySchema>
export const geminiKeyListSchema = z.object({ items: z.array(geminiKeySchema) })

const requiredText = (max: number) =>
  z
    .string({ error: geminiKeyMessages.nameAndKeyRequired })
    .trim()
    .min(1, geminiKeyMessages.nameAndKeyRequired)
    .max(max)

/** POST /api/gemini-keys. Keys are created active unless told otherwise. */
export const geminiKeyCreateSchema = z.object({
  name: requiredText(100),
  key: requiredText(500),
  isActive: z.boolean().default(true),
})
export type GeminiKeyCreate = z.input<typeof geminiKeyCreateSchema>

/**
 * PUT /api/gemini-keys/{id}. The browser never holds the stored key, so a blank or missing `key`
 * keeps the current one; a non-blank one replaces it.
 */
export const geminiKeyUpdateSchema = z.object({
  name: requiredText(100),
  key: z.string().trim().max(500).optional(),
  isActive: z.boolean().optional(),
})
export type GeminiKeyUpdate = z.input<typeof geminiKeyUpdateSchema>

export const geminiKeyMutationSchema = z.object({
  key: geminiKeySchema,
  message: z.string(),
  /** Set when the key's test call failed: it was saved inactive, and this is why. */
  testFailure: z.string().nullable().optional(),
})

/** GET/PUT /api/ai-settings (admin). */
export const aiSettingsSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  imageModel: z.string(),
  textModel: z.string(),
  activeKeyCount: z.number().int(),
  /** What `auto` resolves to now; null when `gemini` is chosen but no key is active. */
  effectiveProvider: z.enum(['gemini', 'offline']).nullable(),
  /** When every key fails at run time: refund and refuse, or draw the image offline (labelled). */
  whenUnavailable: z.enum(WHEN_UNAVAILABLE),
})
export type AiSettings = z.infer<typeof aiSettingsSchema>

const modelName = z
  .string()
  .trim()
  .min(1, 'Model is required')
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use a model name like gemini-3.1-flash-image')

export const aiSettingsUpdateSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  imageModel: modelName,
  textModel: modelName,
  /** Left out, the stored choice stays. */
  whenUnavailable: z.enum(WHEN_UNAVAILABLE).optional(),
})
export type AiSettingsUpdate = z.infer<typeof aiSettingsUpdateSchema>
