import { RotateCcw, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { CREDITS_PER_IMAGE, generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'

type FailedResultCardProps = {
  generation: Generation
  index: number
  onDelete?: (generation: Generation) => void
  isDeleting?: boolean
  /** The gallery's 'Retry': a new paid run of this image (the failure was refunded). */
  onRetry?: (generation: Generation) => void
  isRetrying?: boolean
  reportProblemSlot?: (generation: Generation) => ReactNode
}

/** Uploaded pictures (reference, style, persona photos) are not kept after a run, nor is an edit's mask. */
export const canRetry = ({ params }: Generation) =>
  !params.edit && !params.hasReference && !params.hasStyleReference && !params.persona

const credits = `${CREDITS_PER_IMAGE} credit${CREDITS_PER_IMAGE === 1 ? '' : 's'}`

/** A thumbnail that failed (and was refunded): why, and in the gallery Retry and Delete. */
export function FailedResultCard({
  generation,
  index,
  onDelete,
  isDeleting,
  onRetry,
  isRetrying,
  reportProblemSlot,
}: FailedResultCardProps) {
  const retryable = canRetry(generation)
  return (
    <Card className="space-y-3 p-4" aria-label={`Thumbnail ${index + 1}`} id={`thumbnail-${generation.id}`}>
      <Alert>Error: {generation.error ?? generatorMessages.noImage}</Alert>
      {(onRetry || onDelete) && (
        <div className="flex flex-wrap gap-2">
          {onRetry && retryable && (
            <Button variant="secondary" size="sm" disabled={isRetrying} onClick={() => onRetry(generation)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {isRetrying ? 'Retrying...' : `Retry (${credits})`}
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
      )}
      {onRetry && !retryable && (
        <p className="text-xs text-ink-muted">{generatorMessages.retryNeedsInputs}</p>
      )}
    </Card>
  )
}
