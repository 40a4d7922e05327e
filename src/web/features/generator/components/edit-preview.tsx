import { ImageOff, RefreshCw } from 'lucide-react'
import { useMemo } from 'react'
import { aspectOf, PREVIEW_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { Generation, GenerationPatch } from '#shared/schemas/generator.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { fetchEditPreview } from '#web/features/generator/api/generation-versions.ts'
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
        {isBusy && (
          <span className="absolute top-2 right-2 rounded-full bg-black/55 p-1.5 text-white">
            <Spinner className="size-4" />
            <span className="sr-only">Updating the preview</span>
          </span>
        )}
        {!shown && (
          <span className="absolute inset-0 flex items-center justify-center text-slate-300">
            <ImageOff aria-hidden="true" className="size-10" />
          </span>
        )}
      </div>
      {error && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted"
        >
          <span>{error}</span>
          <Button variant="ghost" size="sm" onClick={retry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry preview
          </Button>
        </div>
      )}
    </figure>
  )
}
