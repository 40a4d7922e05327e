/**
 * A hex colour's everyday name, so a prompt can say 'deep red (#C01020)'. Image models read colour
 * words far more reliably than hex codes; the hex stays beside the word for the models that do.
 * A short list on purpose: a name the model knows well beats a precise one it does not.
 */
const NAMED: readonly [string, string][] = [
  ['black', '#000000'],
  ['charcoal', '#333333'],
  ['grey', '#808080'],
  ['silver', '#C0C0C0'],
  ['white', '#FFFFFF'],
  ['red', '#E02020'],
  ['deep red', '#8B0000'],
  ['orange', '#FF8C00'],
  ['gold', '#FFC000'],
  ['yellow', '#FFE600'],
  ['lime green', '#7FD000'],
  ['green', '#1E9E3C'],
  ['dark green', '#0B4D22'],
  ['teal', '#008C8C'],
  ['cyan', '#00D5FF'],
  ['sky blue', '#6EC6FF'],
  ['blue', '#1E5BFF'],
  ['navy', '#0A1A50'],
  ['purple', '#7B2FD0'],
  ['violet', '#B07CFF'],
  ['magenta', '#FF00C8'],
  ['pink', '#FF7EB6'],
  ['brown', '#7A4A1E'],
  ['beige', '#E8D8B8'],
]

const rgbOf = (hex: string): [number, number, number] | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  const value = Number.parseInt(digits, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

// The "redmean" approximation of perceived colour distance: a plain RGB distance calls dark blue
// nearer to black than to navy.
function distance([r1, g1, b1]: number[], [r2, g2, b2]: number[]): number {
  const mean = ((r1 ?? 0) + (r2 ?? 0)) / 2
  const dr = (r1 ?? 0) - (r2 ?? 0)
  const dg = (g1 ?? 0) - (g2 ?? 0)
  const db = (b1 ?? 0) - (b2 ?? 0)
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db)
}

const NAMED_RGB = NAMED.map(([name, hex]) => [name, rgbOf(hex) ?? [0, 0, 0]] as const)

/** '#FF0000' → 'red', '#0A1030' → 'navy'; a string that is no hex colour gives null. */
export function colourName(hex: string): string | null {
  const rgb = rgbOf(hex)
  if (!rgb) return null
  let best = NAMED_RGB[0]
  for (const candidate of NAMED_RGB) {
    if (best && distance(rgb, candidate[1]) < distance(rgb, best[1])) best = candidate
  }
  return best?.[0] ?? null
}

/** 'red (#FF0000)': the name for the model, the hex for the record. */
export const colourWords = (hex: string) => {
  const name = colourName(hex)
  return name ? `${name} (${hex.toUpperCase()})` : hex
}

/** Relative luminance 0 (black) to 1 (white), to tell a light title from a dark one. */
export function lightness(hex: string): number {
  const rgb = rgbOf(hex)
  if (!rgb) return 1
  const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
