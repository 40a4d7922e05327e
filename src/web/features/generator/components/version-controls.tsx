import { ChevronLeft, ChevronRight, History } from 'lucide-react'
import { useState } from 'react'
import type { GenerationVersion } from '#shared/generator/generation-versions.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useGenerationVersions, useRestoreVersion } from '#web/features/generator/api/generation-versions.ts'
import { errorText } from '#web/features/generator/lib/error-text.ts'

export type VersionSteps = {
  items: GenerationVersion[]
  /** The versions list's limit (how many are kept). */
  limit: number
  /** Where the card is in the list; -1 until the list has come. */
  index: number
  /** The version the card shows; null while the list loads (the card shows the current image). */
  shown: GenerationVersion | null
  step: (delta: -1 | 1) => void
  /** Back to the current version (after an edit or a restore). */
  reset: () => void
}

/**
 * Stepping through a thumbnail's versions on its card. The list is asked for only when the
 * thumbnail has more than one, and it starts at the current version.
 */
export function useVersionSteps(generation: Generation): VersionSteps {
  const many = (generation.versions ?? 1) > 1
  const query = useGenerationVersions(generation.id, many)
  const [position, setPosition] = useState<number | null>(null)
  const items = many ? (query.data?.items ?? []) : []
  const current = items.findIndex((version) => version.current)
  const index = position !== null && position < items.length ? position : current
  return {
    items,
    limit: query.data?.limit ?? items.length,
    index,
    shown: items[index] ?? null,
    step: (delta) => setPosition(Math.min(items.length - 1, Math.max(0, index + delta))),
    reset: () => setPosition(null),
  }
}

type VersionControlsProps = {
  generation: Generation
  steps: VersionSteps
  onRestored: (generation: Generation) => void
}

/**
 * Previous / Next through the versions, and 'Restore this version' on any that is not the current
 * one (the current one is what downloads, the feed preview and the check use).
 */
export function VersionControls({ generation, steps, onRestored }: VersionControlsProps) {
  const restore = useRestoreVersion()
  const { items, index, shown, limit } = steps
  if (items.length < 2 || !shown) return null
  const current = items.find((version) => version.current)
  const position = `Version ${index + 1} of ${items.length}`
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous version"
          disabled={index <= 0 || restore.isPending}
          onClick={() => steps.step(-1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="min-w-0 text-sm font-medium text-ink">
          {position}
          {shown.current && <span className="font-normal text-ink-muted"> · current</span>}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next version"
          disabled={index >= items.length - 1 || restore.isPending}
          onClick={() => steps.step(1)}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        {!shown.current && (
          <Button
            size="sm"
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(
                { id: generation.id, number: shown.number },
                { onSuccess: (restored) => onRestored(restored) },
              )
            }
          >
            <History aria-hidden="true" className="size-4" />
            {restore.isPending ? 'Restoring...' : 'Restore this version'}
          </Button>
        )}
      </div>
      {!shown.current && current && (
        <p className="text-xs text-ink-muted">
          Download and Feed preview use version {items.indexOf(current) + 1}, the current one, until you
          restore this one.
        </p>
      )}
      {items.length >= limit && (
        <p className="text-xs text-ink-muted">
          The last {limit} versions are kept: your next edit replaces the oldest.
        </p>
      )}
      {restore.error && <Alert>{errorText(restore.error)}</Alert>}
    </div>
  )
}
