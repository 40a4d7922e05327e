import { generatorMessages } from '#shared/generator/defaults.ts'

/** A key check is one cheap call; an admin waits for it, so it gives up long before an image call would. */
const CHECK_TIMEOUT_MS = 15_000

/** Google's error body (`{error:{code,status,message,details}}`), as the SDK's ApiError carries it. */
function readableReason(message: string): string {
  try {
    const parsed = JSON.parse(message) as { error?: { message?: string } }
    return parsed.error?.message ?? message
  } catch {
    return message
  }
}

/**
 * One cheap call with one key: the models list (`GET /v1beta/models`, no tokens spent). Null when
 * the key works, else the reason in the spec's 'API Error: {status} - {body}' form, the key scrubbed.
 * Google answers a wrong key with 400 API_KEY_INVALID, a revoked or restricted one with 403.
 */
export async function checkGeminiKey(apiKey: string, options: { baseUrl?: string }): Promise<string | null> {
  const { ApiError, GoogleGenAI } = await import('@google/genai')
  const scrub = (text: string) => text.split(apiKey).join('[key]')
  try {
    const gemini = new GoogleGenAI({
      apiKey,
      httpOptions: { baseUrl: options.baseUrl, timeout: CHECK_TIMEOUT_MS },
    })
    await gemini.models.list({ config: { pageSize: 1 } })
    return null
  } catch (error) {
    if (error instanceof ApiError) {
      return scrub(generatorMessages.apiError(error.status, readableReason(error.message)))
    }
    return scrub(
      generatorMessages.apiError('network', error instanceof Error ? error.message : String(error)),
    )
  }
}
