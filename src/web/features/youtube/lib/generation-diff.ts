import { LAYOUTS } from '#shared/generator/layouts.ts'
import type { Generation } from '#shared/generator/schemas.ts'

/** One setting the thumbnails of a test did not share: its name and each one's value, in order. */
export type Difference = { name: string; values: string[] }

const words = (title: string) => title.replace(/\*/g, '').trim()

/** The settings a creator can see and change, in words, as the generator remembers them. */
const settings: { name: string; read: (generation: Generation) => string }[] = [
  { name: 'Title', read: (g) => words(g.params.textOverlay.title) || 'No title' },
  {
    name: 'Title length',
    read: (g) => {
      const count = words(g.params.textOverlay.title).split(/\s+/).filter(Boolean).length
      return `${count} ${count === 1 ? 'word' : 'words'}`
    },
  },
  { name: 'Subtitle', read: (g) => g.params.textOverlay.subtitle.trim() || 'No subtitle' },
  {
    name: 'Layout',
    read: (g) => LAYOUTS.find((layout) => layout.id === g.params.layout)?.label ?? 'Not recorded',
  },
  {
    name: 'Colours',
    read: ({ params: { colorScheme: c } }) => `${c.primary} · ${c.secondary} · ${c.background}`,
  },
  { name: 'Tone', read: (g) => g.params.colorScheme.tone },
  { name: 'Text colour', read: (g) => g.params.textOverlay.textColor },
  {
    name: 'Accent',
    read: (g) =>
      g.params.textOverlay.autoAccent ? 'Numbers and key words in the accent colour' : 'Only *marked* words',
  },
  { name: 'Overlay', read: (g) => g.params.overlay.style },
  {
    name: 'Persona',
    read: ({ params: { persona } }) =>
      persona ? `${persona.mode}, ${persona.expression} expression, ${persona.framing}` : 'No persona',
  },
  { name: 'Category', read: (g) => g.params.category },
]

/**
 * What differed between a test's thumbnails, as far as their settings tell: only the rows where
 * they part. The background's picture itself cannot be compared from here.
 */
export function differences(generations: Generation[]): Difference[] {
  return settings
    .map(({ name, read }) => ({ name, values: generations.map(read) }))
    .filter(({ values }) => new Set(values).size > 1)
}

/** The colours written in a value ('#FF0000 · #FFFFFF'), to draw beside it. */
export const coloursIn = (value: string) => value.match(/#[0-9a-fA-F]{6}\b/g) ?? []
