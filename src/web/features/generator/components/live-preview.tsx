import { aspectOf, generatorMessages, PREVIEW_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { PreviewBody } from '#shared/generator/schemas.ts'
import {
  PreviewBusyBadge,
  PreviewMissing,
  PreviewRetry,
} from '#web/features/generator/components/preview-status.tsx'
import {
  type LivePreview as LivePreviewState,
  useLivePreview,
} from '#web/features/generator/lib/use-live-preview.ts'
import { cn } from '#web/lib/cn.ts'

type LivePreviewProps = { body: PreviewBody }

/**
 * The form's live preview: the server draws it with the same compositor as the final image, so the
 * fonts, sizes, overlays and layout are the download's. It follows every change after a short pause,
 * keeps the last picture up while the next one comes, and stays when results appear.
 */
export function LivePreview({ body }: LivePreviewProps) {
  return <LivePreviewFrame body={body} live={useLivePreview(body)} />
}

/** The preview as drawn from a `useLivePreview` its owner holds, so two views can share one request. */
export function LivePreviewFrame({ body, live }: LivePreviewProps & { live: LivePreviewState }) {
  const { imageUrl, imageBody, isBusy, error, retry } = live
  const aspect = aspectOf(body.output?.size ?? '1280x720')
  const { width, height } = PREVIEW_DIMENSIONS[aspect]
  const title = imageBody?.textOverlay?.title?.trim() ?? ''
  return (
    <figure className="space-y-2">
      <div
        data-testid="live-preview"
        aria-busy={isBusy}
        className={cn(
          'relative mx-auto overflow-hidden rounded-xl border border-slate-200 bg-slate-700',
          aspect === '16:9' ? 'aspect-video w-full' : 'aspect-[9/16] w-full max-w-[16rem]',
        )}
      >
        {imageUrl && (
          <img
            src={imageUrl}
            alt={generatorMessages.previewAlt(title)}
            width={width}
            height={height}
            className={cn('size-full object-cover transition-opacity', isBusy && 'opacity-90')}
          />
        )}
        {isBusy && <PreviewBusyBadge />}
        {!imageUrl && error && <PreviewMissing />}
        {/* Only until the first picture: under a visible preview it read as if none were there. */}
        {!imageUrl && !error && (
          <span className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-200">
            {generatorMessages.previewPlaceholder}
          </span>
        )}
      </div>
      {body.textMode === 'ai' && (
        <figcaption className="text-center text-xs text-ink-muted">
          The AI draws the title itself, so the preview shows the overlay only.
        </figcaption>
      )}
      {error && <PreviewRetry error={error} onRetry={retry} />}
    </figure>
  )
}
