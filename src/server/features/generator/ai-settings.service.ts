import { eq } from 'drizzle-orm'
import { DEFAULT_IMAGE_MODEL, DEFAULT_TEXT_MODEL, generatorMessages } from '#shared/generator/defaults.ts'
import type { AiSettings, AiSettingsUpdate } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { Db } from '../../db/client.ts'
import { aiSettings } from '../../db/schema.ts'
import { type ImagePool, SERVER_IMAGE_OWNER } from '../../lib/image-pool/pool.ts'
import { createGeminiImageProvider, createGeminiTextProvider } from '../../providers/ai/gemini.ts'
import { offlineTextProvider } from '../../providers/ai/offline-text.ts'
import { ProviderError } from '../../providers/ai/provider-error.ts'
import type { ImageProvider, TextProvider } from '../../providers/ai/types.ts'
import { activeKeyCount, createKeyRunner } from './key-pool.ts'

type StoredSettings = Pick<AiSettings, 'provider' | 'imageModel' | 'textModel' | 'whenUnavailable'>

export async function readSettings(db: Db): Promise<StoredSettings> {
  const [row] = await db
    .select({
      provider: aiSettings.provider,
      imageModel: aiSettings.imageModel,
      textModel: aiSettings.textModel,
      whenUnavailable: aiSettings.whenUnavailable,
    })
    .from(aiSettings)
    .where(eq(aiSettings.id, 'default'))
  return (
    row ?? {
      provider: 'auto',
      imageModel: DEFAULT_IMAGE_MODEL,
      textModel: DEFAULT_TEXT_MODEL,
      whenUnavailable: 'refuse',
    }
  )
}

function effective(provider: StoredSettings['provider'], keys: number): AiSettings['effectiveProvider'] {
  if (provider === 'offline') return 'offline'
  if (keys > 0) return 'gemini'
  return provider === 'auto' ? 'offline' : null
}

export async function getAiSettings(db: Db): Promise<AiSettings> {
  const [settings, keys] = await Promise.all([readSettings(db), activeKeyCount(db)])
  return { ...settings, activeKeyCount: keys, effectiveProvider: effective(settings.provider, keys) }
}

export async function updateAiSettings(db: Db, input: AiSettingsUpdate): Promise<AiSettings> {
  const values = { ...input, updatedAt: new Date() }
  await db
    .insert(aiSettings)
    .values({ id: 'default', ...values })
    .onConflictDoUpdate({ target: aiSettings.id, set: values })
  return getAiSettings(db)
}

/** The offline renderer draws on an image thread: its Skia work would otherwise stall the event loop. */
const offlineImageOffThread = (images: ImagePool): ImageProvider => ({
  name: 'offline',
  generate: (request) => images.run(SERVER_IMAGE_OWNER, 'offlineImage', request),
})

export interface ResolvedProviders {
  image: ImageProvider
  text: TextProvider
  model: string | null
}

/**
 * `auto` runs Gemini when an active key exists and offline otherwise; `gemini` with no active
 * key refuses with the spec's 'No API keys available' before any credit is spent.
 */
export async function resolveProviders(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config' | 'images'>,
): Promise<ResolvedProviders> {
  const settings = await readSettings(deps.db)
  const chosen = effective(
    settings.provider,
    settings.provider === 'offline' ? 0 : await activeKeyCount(deps.db),
  )
  if (chosen === null) throw new ProviderError(generatorMessages.noApiKeys)
  if (chosen === 'offline')
    return { image: offlineImageOffThread(deps.images), text: offlineTextProvider, model: null }
  const options = {
    keys: createKeyRunner(deps.db, deps.secrets),
    imageModel: settings.imageModel,
    textModel: settings.textModel,
    baseUrl: deps.config.geminiApiBaseUrl,
  }
  return {
    image: createGeminiImageProvider(options),
    text: createGeminiTextProvider(options),
    model: settings.imageModel,
  }
}

/**
 * The provider a queued image was accepted with (its row's `provider` and `model`), built where
 * the job runs: its credit was spent on that choice, so a later settings change does not move it.
 */
export async function imageProviderFor(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config' | 'images'>,
  provider: string,
  model: string | null,
): Promise<ImageProvider> {
  if (provider === 'offline') return offlineImageOffThread(deps.images)
  const settings = await readSettings(deps.db)
  return createGeminiImageProvider({
    keys: createKeyRunner(deps.db, deps.secrets),
    imageModel: model ?? settings.imageModel,
    textModel: settings.textModel,
    baseUrl: deps.config.geminiApiBaseUrl,
  })
}
