import type { ReactNode } from 'react'
import type { OverlayValues, TextOverlayValues } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/schemas/generator.ts'
import { GeneratingAnimation } from '#web/features/generator/components/generating-animation.tsx'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'
import { ThumbnailPlaceholder } from '#web/features/generator/components/thumbnail-placeholder.tsx'

type GeneratorPreviewProps = {
  isGenerating: boolean
  variants: number
  results: readonly Generation[]
  background: string
  overlay: OverlayValues
  textOverlay: TextOverlayValues
  reportProblemSlot?: (generation: Generation) => ReactNode
}

/** The right column: the live placeholder, the generating animation, then the results. */
export function GeneratorPreview(props: GeneratorPreviewProps) {
  const { isGenerating, variants, results, background, overlay, textOverlay, reportProblemSlot } = props
  return (
    <section aria-labelledby="generator-preview-heading" className="space-y-4">
      <h2 id="generator-preview-heading" className="text-lg font-semibold">
        {results.length > 0 && !isGenerating ? 'Your thumbnails' : 'Preview'}
      </h2>
      {isGenerating ? (
        <GeneratingAnimation count={variants} />
      ) : results.length > 0 ? (
        <ul className="space-y-4">
          {results.map((generation, index) => (
            <li key={generation.id}>
              <ResultCard generation={generation} index={index} reportProblemSlot={reportProblemSlot} />
            </li>
          ))}
        </ul>
      ) : (
        <ThumbnailPlaceholder background={background} overlay={overlay} text={textOverlay} />
      )}
    </section>
  )
}
