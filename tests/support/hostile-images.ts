import sharp from 'sharp'

/**
 * Files sharp would read but our image inputs refuse (issue 24): only JPEG, PNG and WebP are
 * images here. Each is tiny; the cost of an SVG is in its filters, not its size.
 */

export const tinySvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#e11d48"/></svg>',
)

/**
 * The finding's shape: under 500 bytes, under the 50-megapixel cap, and filters that held an image
 * thread for minutes when rendered. A passing test never renders it: its first bytes refuse it.
 */
export const filterSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><filter id="f" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="250"/><feMorphology operator="dilate" radius="250"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>',
)

export const tinyGif = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: '#e11d48' } })
    .gif()
    .toBuffer()

/** What each input is sent that it must refuse, with the name and type it is declared as. */
export const refusedFiles = async () => [
  { label: 'a tiny SVG', bytes: tinySvg, filename: 'tiny.svg', type: 'image/svg+xml' },
  { label: 'a filter-heavy SVG', bytes: filterSvg, filename: 'filters.svg', type: 'image/svg+xml' },
  { label: 'an SVG named .png', bytes: filterSvg, filename: 'holiday.png', type: 'image/png' },
  { label: 'a GIF', bytes: await tinyGif(), filename: 'tiny.gif', type: 'image/gif' },
]

/** A real PNG dressed as an SVG: its bytes say PNG, so it is accepted. */
export const pngAsSvg = { filename: 'really-a-png.svg', type: 'image/svg+xml' }
