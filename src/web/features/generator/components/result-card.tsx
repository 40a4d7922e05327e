import { Download, PencilLine, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/schemas/generator.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { EditTextDialog } from '#web/features/generator/components/edit-text-dialog.tsx'

type ResultCardProps = {
  generation: Generation
  /** Position in the list, for the image's alternative text. */
  index: number
  /** The gallery passes this; the generator page does not offer delete. */
  onDelete?: (generation: Generation) => void
  isDeleting?: boolean
  /**
   * Slot for the support feature's 'Report a problem' button (issue 6). The page that shows the
   * card passes it in, so this feature never imports support code.
   */
  reportProblemSlot?: (generation: Generation) => ReactNode
}

// The image URL never changes when the text is edited; a revision query busts the browser cache.
const withRevision = (url: string, revision: number) => (revision ? `${url}?v=${revision}` : url)

/** One generated thumbnail with Download Thumbnail and 'Edit text' (and delete in the gallery). */
export function ResultCard({
  generation: initial,
  index,
  onDelete,
  isDeleting,
  reportProblemSlot,
}: ResultCardProps) {
  const [generation, setGeneration] = useState(initial)
  const [revision, setRevision] = useState(0)
  const [editing, setEditing] = useState(false)
  const { imageUrl } = generation
  const title = generation.params.textOverlay.title
  // The model drew this text itself; there is nothing the server could re-set without a new call.
  const aiDrawnText = generation.params.textMode === 'ai'

  if (!imageUrl || generation.status !== 'succeeded') {
    return (
      <Card className="p-4">
        <Alert>Error: {generation.error ?? 'No image was generated from the API response'}</Alert>
      </Card>
    )
  }

  return (
    <Card className="overflow-hidden" aria-label={`Thumbnail ${index + 1}`}>
      <img
        src={withRevision(imageUrl, revision)}
        alt={title ? `Thumbnail ${index + 1}: ${title}` : `Thumbnail ${index + 1}`}
        width={generation.width ?? undefined}
        height={generation.height ?? undefined}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="space-y-3 p-4">
        {aiDrawnText && <p className="text-xs text-ink-muted">{generatorMessages.aiTextNotEditable}</p>}
        <p className="text-xs text-ink-muted">
          {generation.width}×{generation.height} · {generation.mimeType === 'image/png' ? 'PNG' : 'JPEG'} ·{' '}
          <time dateTime={generation.createdAt}>{new Date(generation.createdAt).toLocaleString()}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          <a
            href={`${imageUrl}?download=1`}
            download={generation.downloadName}
            className={buttonClasses({ size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download Thumbnail
          </a>
          {!aiDrawnText && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" className="size-4" />
              Edit text
            </Button>
          )}
          {onDelete && (
            <Button variant="ghost" size="sm" disabled={isDeleting} onClick={() => onDelete(generation)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
          {reportProblemSlot?.(generation)}
        </div>
      </div>
      <EditTextDialog
        generation={generation}
        open={editing}
        onOpenChange={setEditing}
        onSaved={(updated) => {
          setGeneration(updated)
          setRevision((n) => n + 1)
        }}
      />
    </Card>
  )
}
