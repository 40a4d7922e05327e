import type { SKRSContext2D } from '@napi-rs/canvas'
import { subtitleFont, titleFont } from './fonts.ts'
import type { SetLine, TypeLayout } from './type-fit.ts'

export interface TypeColors {
  text: string
  accent: string
  outline: string
  plate: string
  plateText: string
  /**
   * A soft halo in the outline's colour instead of the dark drop shadow: for dark type in a light
   * outline. A dark shadow around a white ring makes a dark letter read as a hollow one (Tesseract
   * read 'Phở ngon' as outlines), and a light picture needs no shadow to lift its type.
   */
  glow?: boolean
}

/** Each word at its own x, in its own colour. */
function fillWords(ctx: SKRSContext2D, line: SetLine, color: string, accent: string) {
  line.words.forEach((word, i) => {
    ctx.fillStyle = word.accent ? accent : color
    ctx.fillText(word.text, line.x + (line.offsets?.[i] ?? 0), line.baseline)
  })
}

/**
 * The title in three passes: the outline with a soft drop shadow under every line first (so one
 * line's outline never covers another's letters), then the letters, accent words in their colour.
 * Then the plate, a rounded bar, and the subtitle on it.
 */
export function drawType(ctx: SKRSContext2D, type: TypeLayout, colors: TypeColors): void {
  ctx.save()
  // 'left' keeps x the left edge of every word, whatever the line's direction ('start' would not).
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  const { title } = type
  if (title.lines.length > 0) {
    ctx.lineJoin = 'round'
    ctx.strokeStyle = colors.outline
    // #RRGGBBAA: the outline's colour, mostly opaque, for the halo.
    ctx.shadowColor = colors.glow ? `${colors.outline}CC` : 'rgba(0,0,0,0.55)'
    for (const line of title.lines) {
      // A lead number is larger: its outline and shadow grow with it.
      const k = (line.size ?? title.size) / title.size
      ctx.font = titleFont(line.size ?? title.size)
      ctx.direction = line.rtl ? 'rtl' : 'ltr'
      ctx.lineWidth = title.outline * k
      // The halo sits centred, within the room fitting leaves for the shadow's offset and blur.
      const offset = colors.glow ? 0 : title.shadow.offset * k
      ctx.shadowBlur = (colors.glow ? title.shadow.blur + title.shadow.offset : title.shadow.blur) * k
      ctx.shadowOffsetX = offset
      ctx.shadowOffsetY = offset
      line.words.forEach((word, i) => {
        ctx.strokeText(word.text, line.x + (line.offsets?.[i] ?? 0), line.baseline)
      })
    }
    ctx.shadowColor = 'rgba(0,0,0,0)'
    ctx.shadowBlur = 0
    ctx.shadowOffsetX = 0
    ctx.shadowOffsetY = 0
    for (const line of title.lines) {
      ctx.font = titleFont(line.size ?? title.size)
      ctx.direction = line.rtl ? 'rtl' : 'ltr'
      fillWords(ctx, line, colors.text, colors.accent)
    }
  }
  if (type.plate) {
    const { x, y, w, h } = type.plate
    ctx.fillStyle = colors.plate
    ctx.beginPath()
    ctx.roundRect(x, y, w, h, Math.round(h * 0.22))
    ctx.fill()
    ctx.font = subtitleFont(type.subtitle.size)
    ctx.fillStyle = colors.plateText
    for (const line of type.subtitle.lines) {
      ctx.direction = line.rtl ? 'rtl' : 'ltr'
      ctx.fillText(line.text, line.x, line.baseline)
    }
  }
  ctx.restore()
}
