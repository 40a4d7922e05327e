/**
 * Each variant's colour in the charts and legends, A, B, C. The 500 shades are not remapped by
 * the dark theme, and read on both; the charts also print each bar's letter, so colour is never
 * the only way to tell the variants apart.
 */
const colours = [
  { fill: 'fill-sky-500', stroke: 'stroke-sky-500', swatch: 'bg-sky-500' },
  { fill: 'fill-amber-500', stroke: 'stroke-amber-500', swatch: 'bg-amber-500' },
  { fill: 'fill-violet-500', stroke: 'stroke-violet-500', swatch: 'bg-violet-500' },
] as const

export const variantColour = (index: number) => colours[index % colours.length] ?? colours[0]
