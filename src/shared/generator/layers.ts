import type { LayerSources } from './schemas.ts'

const SUBJECT: Record<LayerSources['subject'], string | null> = {
  creator: 'Your real photo',
  'ai-likeness': 'AI likeness of you',
  icon: 'Icon',
  none: null,
}
const BACKGROUND: Record<LayerSources['background'], string> = {
  ai: 'AI background',
  procedural: 'Drawn background',
}
const TEXT: Record<LayerSources['text'], string> = {
  typeset: 'Typeset title',
  ai: 'AI-drawn text',
}

/**
 * The result card's one line on whose pixels are whose, e.g. 'Your real photo · AI background ·
 * Typeset title': creators choose us for real faces, so the card says plainly which layer is theirs.
 */
export function layerSummary(layers: LayerSources): string {
  return [SUBJECT[layers.subject], BACKGROUND[layers.background], TEXT[layers.text]]
    .filter((part): part is string => part !== null)
    .join(' · ')
}
