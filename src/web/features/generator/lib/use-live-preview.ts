import { useEffect, useRef, useState } from 'react'
import { generatorMessages, PREVIEW_DEBOUNCE_MS } from '#shared/generator/defaults.ts'
import type { PreviewBody } from '#shared/generator/schemas.ts'
import { fetchPreview } from '#web/features/generator/api/preview-thumbnail.ts'
import { isApiError } from '#web/lib/api.ts'

export type LivePreview<Body = PreviewBody> = {
  /** An object URL of the last image the server drew; kept while the next one loads or fails. */
  imageUrl: string | null
  /** The settings that image was drawn from (its alt text describes them, not the newer ones). */
  imageBody: Body | null
  /** A change is waiting out the pause or its image is on the way. */
  isBusy: boolean
  /** Why the latest change has no picture; null when it has one or is still coming. */
  error: string | null
  retry: () => void
}

function previewErrorText(error: unknown): string {
  // The server's own words for a refused body or the rate limit; anything else stays generic.
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message
  return generatorMessages.previewFailed
}

/**
 * Asks the server for a new preview PREVIEW_DEBOUNCE_MS after the last change to `body`, cancelling
 * the request of any change that came before. The last good image stays up meanwhile.
 */
export const useLivePreview = (body: PreviewBody): LivePreview => useLivePreviewOf(body, fetchPreview)

/**
 * The same for any body and endpoint that answers an image (a re-edit's preview draws over the
 * thumbnail's own background). `fetcher` is read when a request goes out, not a reason to ask again.
 */
export function useLivePreviewOf<Body>(
  body: Body,
  fetcher: (body: Body, signal: AbortSignal) => Promise<Blob>,
): LivePreview<Body> {
  // The body's content, not its identity, decides when to ask again.
  const key = JSON.stringify(body)
  const fetchLatest = useRef(fetcher)
  fetchLatest.current = fetcher
  const [image, setImage] = useState<{ url: string; body: Body } | null>(null)
  const [isBusy, setBusy] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const current = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a deliberate re-run trigger.
  useEffect(() => {
    const controller = new AbortController()
    setBusy(true)
    const timer = window.setTimeout(() => {
      const sent = JSON.parse(key) as Body
      fetchLatest.current(sent, controller.signal).then(
        (blob) => {
          if (controller.signal.aborted) return
          const next = URL.createObjectURL(blob)
          if (current.current) URL.revokeObjectURL(current.current)
          current.current = next
          setImage({ url: next, body: sent })
          setError(null)
          setBusy(false)
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          setError(previewErrorText(failure))
          setBusy(false)
        },
      )
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [key, attempt])

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
      current.current = null
    },
    [],
  )

  return {
    imageUrl: image?.url ?? null,
    imageBody: image?.body ?? null,
    isBusy,
    error,
    retry: () => setAttempt((n) => n + 1),
  }
}
