/**
 * The re-crop rectangle's arithmetic, in fractions of the photo (0-1) as the API takes it. Pointer
 * moves are clamped here so the rectangle never leaves the photo nor shrinks past MIN_SIDE.
 */
export type Crop = { x: number; y: number; w: number; h: number }
export type Corner = 'nw' | 'ne' | 'sw' | 'se'

export const WHOLE_PHOTO: Crop = { x: 0, y: 0, w: 1, h: 1 }
/** The smallest side a dragged rectangle keeps: a crop a few pixels wide is never what was meant. */
export const MIN_SIDE = 0.05

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The rectangle moved by (dx, dy), kept whole inside the photo. */
export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
  return { ...crop, x: clamp(crop.x + dx, 0, 1 - crop.w), y: clamp(crop.y + dy, 0, 1 - crop.h) }
}

/** The rectangle with one corner dragged by (dx, dy); the opposite corner stays where it is. */
export function resizeCrop(crop: Crop, corner: Corner, dx: number, dy: number): Crop {
  let left = crop.x
  let top = crop.y
  let right = crop.x + crop.w
  let bottom = crop.y + crop.h
  if (corner === 'nw' || corner === 'sw') left = clamp(left + dx, 0, right - MIN_SIDE)
  else right = clamp(right + dx, left + MIN_SIDE, 1)
  if (corner === 'nw' || corner === 'ne') top = clamp(top + dy, 0, bottom - MIN_SIDE)
  else bottom = clamp(bottom + dy, top + MIN_SIDE, 1)
  return { x: left, y: top, w: right - left, h: bottom - top }
}

/** What the number fields show: a percentage with at most one decimal. */
export const toPercentText = (fraction: number) => String(Math.round(fraction * 1000) / 10)

export type CropTexts = Record<keyof Crop, string>

export const cropTexts = (crop: Crop): CropTexts => ({
  x: toPercentText(crop.x),
  y: toPercentText(crop.y),
  w: toPercentText(crop.w),
  h: toPercentText(crop.h),
})

/** The typed percentages as fractions; null for a field that is not a number. */
export function cropFromTexts(texts: CropTexts): { [K in keyof Crop]: number | null } {
  const read = (text: string) => {
    const value = text.trim() === '' ? Number.NaN : Number(text)
    return Number.isFinite(value) ? value / 100 : null
  }
  return { x: read(texts.x), y: read(texts.y), w: read(texts.w), h: read(texts.h) }
}
