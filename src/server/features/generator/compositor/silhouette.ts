import { type Canvas, createCanvas, type Image } from '@napi-rs/canvas'

/** The decoded layer, or the offline renderer's own canvas on the same image thread. */
export type Picture = Image | Canvas

/** A tinted copy of the image's shape (its alpha), for outlines and rim lights. */
export function silhouette(image: Picture, w: number, h: number, color: string): Canvas {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0, w, h)
  ctx.globalCompositeOperation = 'source-in'
  ctx.fillStyle = color
  ctx.fillRect(0, 0, w, h)
  return canvas
}
