import type { PreviewBody } from '#shared/generator/schemas.ts'
import { apiBlob } from '#web/lib/api.ts'

/**
 * POST /api/generator/preview: the composite as the final image will be drawn, at 640×360 (or
 * 360×640), over a neutral backdrop or the reference. Free; rate-limited per user.
 */
export const fetchPreview = (body: PreviewBody, signal: AbortSignal) =>
  apiBlob('/api/generator/preview', { method: 'POST', body, signal })
