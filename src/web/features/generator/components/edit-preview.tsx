import { useMemo } from 'react'
import { aspectOf, PREVIEW_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { Generation, GenerationPatch } from '#shared/generator/schemas.ts'
import { fetchEditPreview } from '#web/features/generator/api/generation-versions.ts'
import {
  PreviewBusyBadge,
  PreviewMissing,
  PreviewRetry,
} from '#web/features/generator/components/preview-status.tsx'
import { useLivePreviewOf } from '#web/features/generator/lib/use-live-preview.ts'
import { cn } from '#web/lib/cn.ts'

export const editPreviewAlt = (title: string) =>
  title ? `Preview of your edit: ${title}` : 'Preview of your edit'

/**
 * The edit dialog's live preview: the fields as they are now, drawn by the server over this
 * thumbnail's own background and subject after a short pause, so it is what 'Save text' stores.
 * Until the first answer comes, the thumbnail itself stands in.
 */
export function EditPreview({ generation, patch }: { generation: Generation; patch: GenerationPatch }) {
  const fetcher = useMemo(() => fetchEditPreview(generation.id), [generation.id])
  const { imageUrl, imageBody, isBusy, error, retry } = useLivePreviewOf(patch, fetcher)
  const aspect = aspectOf(generation.params.output.size)
  const { width, height } = PREVIEW_DIMENSIONS[aspect]
  const shown = imageUrl ?? (error ? null : generation.imageUrl)
  const title = (imageUrl ? imageBody?.textOverlay?.title : generation.params.textOverlay.title) ?? ''
  return (
    <figure className="space-y-2">
      <div
        data-testid="edit-preview"
        aria-busy={isBusy}
        className={cn(
          'relative mx-auto overflow-hidden rounded-lg border border-slate-200 bg-slate-700',
          aspect === '16:9' ? 'aspect-video w-full' : 'aspect-[9/16] w-full max-w-[12rem]',
        )}
      >
        {shown && (
          <img
            src={shown}
            alt={editPreviewAlt(title.trim())}
            width={width}
            height={height}
            className={cn('size-full object-cover transition-opacity', isBusy && 'opacity-90')}
          />
        )}
        {isBusy && <PreviewBusyBadge />}
        {!shown && <PreviewMissing />}
      </div>
      {error && <PreviewRetry error={error} onRetry={retry} />}
    </figure>
  )
}
