import type { ReactNode } from 'react'
import type { Generation, PreviewBody } from '#shared/schemas/generator.ts'
import { GeneratingAnimation } from '#web/features/generator/components/generating-animation.tsx'
import { LivePreview } from '#web/features/generator/components/live-preview.tsx'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'

type GeneratorPreviewProps = {
  /** What the form holds for the composited layers, drawn by the server as the live preview. */
  previewBody: PreviewBody
  isGenerating: boolean
  variants: number
  results: readonly Generation[]
  reportProblemSlot?: (generation: Generation) => ReactNode
}

/**
 * The right column: the live preview, always (results do not replace it, so a creator can keep
 * adjusting the text for the next run), then the generating animation or the results.
 */
export function GeneratorPreview(props: GeneratorPreviewProps) {
  const { previewBody, isGenerating, variants, results, reportProblemSlot } = props
  return (
    <div className="space-y-6">
      <section aria-labelledby="generator-preview-heading" className="space-y-3">
        <h2 id="generator-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <LivePreview body={previewBody} />
      </section>
      {isGenerating ? (
        <GeneratingAnimation count={variants} />
      ) : (
        results.length > 0 && (
          <section aria-labelledby="generator-results-heading" className="space-y-3">
            <h2 id="generator-results-heading" className="text-lg font-semibold">
              Your thumbnails
            </h2>
            <ul className="space-y-4">
              {results.map((generation, index) => (
                <li key={generation.id}>
                  <ResultCard generation={generation} index={index} reportProblemSlot={reportProblemSlot} />
                </li>
              ))}
            </ul>
          </section>
        )
      )}
    </div>
  )
}
