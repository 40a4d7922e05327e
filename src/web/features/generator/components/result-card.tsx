import { Download, MonitorPlay, PencilLine, Trash2, WandSparkles } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { formatDateTime } from '#shared/common/dates.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { layerSummary } from '#shared/generator/layers.ts'
import type { Catalog, Generation } from '#shared/generator/schemas.ts'
import { smallGenerationImageUrl } from '#shared/generator/thumbnail-look.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { EditAiDialog } from '#web/features/generator/components/edit-ai-dialog.tsx'
import { EditTextDialog } from '#web/features/generator/components/edit-text-dialog.tsx'
import { FailedResultCard } from '#web/features/generator/components/failed-result-card.tsx'
import { FeedPreviewDialog } from '#web/features/generator/components/feed-preview-dialog.tsx'
import { PrepublishCheckPanel } from '#web/features/generator/components/prepublish-check-panel.tsx'
import { ShowcaseConsent } from '#web/features/generator/components/showcase-consent.tsx'
import { useVersionSteps, VersionControls } from '#web/features/generator/components/version-controls.tsx'
import { SetOnYoutubeButton } from '#web/features/youtube/index.ts'
import { cn } from '#web/lib/cn.ts'

/** The gallery's Test & Compare selection, when it is on. */
export type CardSelection = {
  picked: boolean
  /** Why this card cannot be picked (a Shorts cover, or 3 already picked); null: it can. */
  unavailable: string | null
  onToggle: () => void
}

type ResultCardProps = {
  generation: Generation
  /** Position in the list, for the image's alternative text. */
  index: number
  /** The gallery passes this; the generator page does not offer delete. */
  onDelete?: (generation: Generation) => void
  isDeleting?: boolean
  /** The gallery's 'Retry' on a failed thumbnail. */
  onRetry?: (generation: Generation) => void
  isRetrying?: boolean
  /**
   * Slot for the support feature's 'Report a problem' button (issue 6). The page that shows the
   * card passes it in, so this feature never imports support code.
   */
  reportProblemSlot?: (generation: Generation) => ReactNode
  selection?: CardSelection
  /**
   * 'Edit with AI', where the page offers it: the provider a call would use now (the button is
   * disabled, with the reason shown, unless it is Gemini), and where the new version goes.
   */
  aiEdit?: {
    provider: Catalog['effectiveProvider']
    onVersion?: (version: Generation) => void
    /** The page's one note saying why it is off (the gallery); the card then shows no note of its own. */
    reasonId?: string
  }
}

// The image URL never changes when the text is edited; a revision query busts the browser cache.
const withRevision = (url: string, revision: number) => (revision ? `${url}?v=${revision}` : url)

/**
 * One generated thumbnail with Download Thumbnail and 'Edit text' (and delete in the gallery). A
 * queued image a worker has not finished yet is its own card, so the finished card mounts afresh
 * (its edit state starting from the finished row) once a refetch brings the image.
 */
export function ResultCard(props: ResultCardProps) {
  if (props.generation.status === 'pending') return <PendingResultCard {...props} />
  if (props.generation.status === 'failed') return <FailedResultCard {...props} />
  return <FinishedResultCard {...props} />
}

function PendingResultCard({ generation, index }: ResultCardProps) {
  return (
    <Card className="space-y-1 p-4" aria-label={`Thumbnail ${index + 1}`} id={cardAnchor(generation.id)}>
      <p role="status" className="text-sm text-ink-muted">
        {generation.parentId ? 'Editing...' : 'Generating...'}
      </p>
      <EditedFrom generation={generation} />
    </Card>
  )
}

/** The card's anchor, so an edited version's line can point at the version it came from. */
const cardAnchor = (id: string) => `thumbnail-${id}`

/** An edited version's line: where it came from, and what the creator asked for. */
function EditedFrom({ generation }: { generation: Generation }) {
  const { parentId } = generation
  const instruction = generation.params.edit?.instruction
  if (!parentId || instruction === undefined) return null
  return (
    <p className="text-sm text-ink-muted">
      Edited from{' '}
      <a href={`#${cardAnchor(parentId)}`} className="font-medium text-brand-700 underline">
        an earlier version
      </a>
      : “{instruction}”
    </p>
  )
}

function FinishedResultCard({
  generation: initial,
  index,
  onDelete,
  isDeleting,
  reportProblemSlot,
  selection,
  aiEdit,
}: ResultCardProps) {
  const [generation, setGeneration] = useState(initial)
  const [editingWithAi, setEditingWithAi] = useState(false)
  const ownNoteId = useId()
  const aiEditNoteId = aiEdit?.reasonId ?? ownNoteId
  const aiEditOffline = aiEdit !== undefined && aiEdit.provider !== 'gemini'
  const [revision, setRevision] = useState(0)
  const [editing, setEditing] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const steps = useVersionSteps(generation)
  const { imageUrl } = generation
  const title = generation.params.textOverlay.title
  // The model drew this text itself; there is nothing the server could re-set without a new call.
  const aiDrawnText = generation.params.textMode === 'ai'
  const portrait = (generation.height ?? 0) > (generation.width ?? 0)

  if (!imageUrl || generation.status !== 'succeeded') {
    return (
      <Card className="p-4">
        <Alert>Error: {generation.error ?? 'No image was generated from the API response'}</Alert>
      </Card>
    )
  }

  const shownUrl = withRevision(imageUrl, revision)
  const smallUrl = `${smallGenerationImageUrl(generation.id)}${revision ? `&v=${revision}` : ''}`
  // Stepping back shows an earlier version here; downloads and the feed preview stay on the current.
  const viewing = steps.shown && !steps.shown.current ? steps.shown : null
  const shownTitle = viewing ? viewing.title : title
  const imageName = viewing
    ? `Thumbnail ${index + 1}, version ${steps.index + 1} of ${steps.items.length}`
    : `Thumbnail ${index + 1}`
  const becameCurrent = (updated: Generation) => {
    setGeneration(updated)
    setRevision((n) => n + 1)
    steps.reset()
  }
  return (
    <Card
      className={cn('overflow-hidden', selection?.picked && 'ring-3 ring-brand-600')}
      aria-label={`Thumbnail ${index + 1}`}
      id={cardAnchor(generation.id)}
    >
      {/* A Shorts cover keeps its 9:16 shape, letterboxed, so nothing is cropped or stretched. */}
      <div className={portrait ? 'flex justify-center bg-slate-900' : undefined}>
        <img
          src={viewing ? viewing.imageUrl : shownUrl}
          alt={shownTitle ? `${imageName}: ${shownTitle}` : imageName}
          width={generation.width ?? undefined}
          height={generation.height ?? undefined}
          data-aspect={portrait ? '9:16' : '16:9'}
          className={
            portrait
              ? 'aspect-[9/16] h-80 w-auto bg-slate-100 object-contain sm:h-96'
              : 'aspect-video w-full bg-slate-100 object-cover'
          }
        />
      </div>
      <div className="space-y-3 p-4">
        <VersionControls generation={generation} steps={steps} onRestored={becameCurrent} />
        {selection && (
          <div>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={selection.picked}
                disabled={!selection.picked && selection.unavailable !== null}
                onChange={selection.onToggle}
                aria-describedby={selection.unavailable ? `pick-note-${generation.id}` : undefined}
                className="size-4 accent-brand-600"
              />
              Pick for the Test & Compare pack
            </label>
            {!selection.picked && selection.unavailable && (
              <p id={`pick-note-${generation.id}`} className="mt-1 pl-6 text-xs text-ink-muted">
                ({selection.unavailable})
              </p>
            )}
          </div>
        )}
        {/* Whose pixels are whose, in one line: a creator's real face is the reason they chose us. */}
        {generation.params.layers && (
          <p className="text-sm font-medium text-ink">{layerSummary(generation.params.layers)}</p>
        )}
        <EditedFrom generation={generation} />
        {generation.params.offlineFallback && (
          <p className="text-sm font-medium text-amber-800">{generatorMessages.offlineFallback}</p>
        )}
        {aiDrawnText && <p className="text-xs text-ink-muted">{generatorMessages.aiTextNotEditable}</p>}
        <p className="text-xs text-ink-muted">
          {generation.width}×{generation.height} · {generation.mimeType === 'image/png' ? 'PNG' : 'JPEG'} ·{' '}
          {portrait && 'Shorts cover · '}
          {generation.model && (
            <>
              <span data-testid="result-model">{generation.model}</span> ·{' '}
            </>
          )}
          <time dateTime={generation.createdAt}>{formatDateTime(generation.createdAt)}</time>
        </p>
        <PrepublishCheckPanel check={viewing ? viewing.check : generation.check} />
        <ShowcaseConsent generation={generation} />
        <div className="flex flex-wrap gap-2">
          <a
            href={`${imageUrl}?download=1`}
            download={generation.downloadName}
            className={buttonClasses({ size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download Thumbnail
          </a>
          <Button variant="secondary" size="sm" onClick={() => setPreviewing(true)}>
            <MonitorPlay aria-hidden="true" className="size-4" />
            Feed preview
          </Button>
          <SetOnYoutubeButton generationId={generation.id} imageUrl={smallUrl} />
          {!aiDrawnText && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" className="size-4" />
              Edit text
            </Button>
          )}
          {aiEdit && (
            <Button
              variant="secondary"
              size="sm"
              disabled={aiEditOffline}
              aria-describedby={aiEditOffline ? aiEditNoteId : undefined}
              onClick={() => setEditingWithAi(true)}
            >
              <WandSparkles aria-hidden="true" className="size-4" />
              Edit with AI
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
        {aiEditOffline && !aiEdit.reasonId && (
          <p id={aiEditNoteId} className="text-xs text-ink-muted">
            {generatorMessages.editNeedsGemini}
          </p>
        )}
      </div>
      {previewing && (
        <FeedPreviewDialog
          generation={generation}
          imageUrl={shownUrl}
          smallImageUrl={smallUrl}
          open={previewing}
          onOpenChange={setPreviewing}
        />
      )}
      {aiEdit && !aiEditOffline && (
        <EditAiDialog
          generation={generation}
          open={editingWithAi}
          onOpenChange={setEditingWithAi}
          onVersion={aiEdit.onVersion}
        />
      )}
      <EditTextDialog
        generation={generation}
        open={editing}
        onOpenChange={setEditing}
        onSaved={becameCurrent}
      />
    </Card>
  )
}
