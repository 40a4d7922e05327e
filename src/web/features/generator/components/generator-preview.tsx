import type { ReactNode } from 'react'
import type { Catalog, Generation, PreviewBody } from '#shared/generator/schemas.ts'
import { GeneratingAnimation } from '#web/features/generator/components/generating-animation.tsx'
import { LivePreviewFrame } from '#web/features/generator/components/live-preview.tsx'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'
import type { LivePreview } from '#web/features/generator/lib/use-live-preview.ts'

type GeneratorPreviewProps = {
  /** What the form holds for the composited layers, drawn by the server as the live preview. */
  previewBody: PreviewBody
  /** The preview's picture, shared with the compact copy a phone keeps in reach above the form. */
  live: LivePreview
  isGenerating: boolean
  variants: number
  results: readonly Generation[]
  reportProblemSlot?: (generation: Generation) => ReactNode
  /** For each result's 'Edit with AI': the provider a call would use now, and where new versions go. */
  aiEdit?: { provider: Catalog['effectiveProvider']; onVersion: (version: Generation) => void }
}

/** An 'Edit with AI' version shows as its own card from the moment it is accepted, pending included. */
const shown = (generation: Generation) => generation.status !== 'pending' || generation.parentId !== null

/**
 * The right column: the live preview, always (results do not replace it, so a creator can keep
 * adjusting the text for the next run), then the results so far and, while the run goes on, the
 * generating animation for the images still being made.
 */
export function GeneratorPreview(props: GeneratorPreviewProps) {
  const { previewBody, live, isGenerating, variants, results, reportProblemSlot, aiEdit } = props
  // Before the run is accepted there are no results yet; after, each pending one is still coming.
  const finished = results.filter(shown)
  const run = results.filter((result) => result.parentId === null)
  const coming = run.length === 0 ? variants : run.filter((result) => result.status === 'pending').length
  return (
    <div className="space-y-6">
      <section aria-labelledby="generator-preview-heading" className="space-y-3">
        <h2 id="generator-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <LivePreviewFrame body={previewBody} live={live} />
      </section>
      {finished.length > 0 && (
        <section aria-labelledby="generator-results-heading" className="space-y-3">
          <h2 id="generator-results-heading" className="text-lg font-semibold">
            Your thumbnails
          </h2>
          <ul className="space-y-4">
            {/* Numbered by place in the run, so 'Thumbnail 2' stays 2 even when it finishes first. */}
            {results.map(
              (generation, index) =>
                shown(generation) && (
                  <li key={generation.id}>
                    <ResultCard
                      generation={generation}
                      index={index}
                      reportProblemSlot={reportProblemSlot}
                      aiEdit={aiEdit}
                    />
                  </li>
                ),
            )}
          </ul>
        </section>
      )}
      {isGenerating && coming > 0 && <GeneratingAnimation count={coming} />}
    </div>
  )
}
