import { createHash } from 'node:crypto'
import type { PersonaFraming } from '#shared/personas/schemas.ts'
import { measureMask } from '../../lib/cutout/mask-measure.ts'
import { findFace, framingRect, headFromFace } from '../../lib/cutout/person-frame.ts'

export interface FramedCutout {
  /** The cut-out cropped to the framing (PNG with alpha). */
  png: Buffer
  width: number
  height: number
  /** The head in the crop's pixels (hair to chin); null when no face was found in the cut-out. */
  head: { top: number; height: number } | null
}

/**
 * A persona's cut-out framed as thumbnail designers frame a person (issue 27): from just above the
 * hair down to the chin plus the framing's depth, found from the face in the cut-out (so a re-crop
 * or the creator's own cut-out is framed too). Without a face (a cut-out of a back, say) it is
 * only trimmed to the person. Runs on an image thread (`personaFrame`).
 */
export async function frameCutout(png: Uint8Array, framing: PersonaFraming): Promise<FramedCutout> {
  // The live preview frames the same cut-out on every change the creator makes: once per thread.
  const key = `${framing}:${createHash('sha1').update(png).digest('hex')}`
  const known = framed.get(key)
  if (known) return known
  const result = await frameAfresh(png, framing)
  framed.set(key, result)
  if (framed.size > FRAMED_KEPT) framed.delete(framed.keys().next().value as string)
  return result
}

/** The last few framings on this image thread, oldest first. */
const framed = new Map<string, FramedCutout>()
const FRAMED_KEPT = 8

async function frameAfresh(png: Uint8Array, framing: PersonaFraming): Promise<FramedCutout> {
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const alpha = new Uint8Array(width * height)
  for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3] as number
  const { box } = measureMask(alpha, width, height)
  if (!box) return { png: Buffer.from(png), width, height, head: null }
  // The detector sees the person over a neutral grey, as if photographed against a wall.
  const rgb = await sharp(png).flatten({ background: '#808080' }).removeAlpha().raw().toBuffer()
  const face = await findFace(rgb, width, height, box)
  const head = face ? headFromFace(face, alpha, width, height) : null
  const rect = head
    ? framingRect(head, framing, alpha, width, height)
    : { left: box.x, top: box.y, width: box.w, height: box.h }
  const out = await sharp(png).extract(rect).png().toBuffer()
  return {
    png: out,
    width: rect.width,
    height: rect.height,
    head: head
      ? {
          top: Math.max(0, head.top - rect.top),
          height: Math.min(head.chin, rect.top + rect.height) - Math.max(head.top, rect.top),
        }
      : null,
  }
}
