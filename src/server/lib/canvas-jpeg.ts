import type { Canvas } from '@napi-rs/canvas'
import sharp from 'sharp'

/**
 * An opaque canvas as a JPEG, through libjpeg-turbo in sharp rather than Skia's own encoder:
 * without the optimised-Huffman second pass this costs about half as much (7 ms against 13 ms for
 * a 1280×720 frame on the 2-core server, the copy of the pixels included) for files ~6% larger.
 * The frame must be opaque (a background covers it), so the premultiplied pixels are the straight
 * ones and the alpha channel is simply dropped.
 */
export function canvasJpeg(canvas: Canvas, quality: number): Promise<Buffer> {
  const { width, height } = canvas
  return sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality, optimiseCoding: false })
    .toBuffer()
}

/**
 * The same JPEG encoded by Skia on the calling thread, for a step that must run at its own
 * thread's priority (the live preview on the spare image thread, decision 042). sharp hands its
 * work to libuv's threadpool and libvips's workers, which the whole process shares, and which run
 * in the idle class beside every other account's decodes (background-priority.ts): a higher
 * priority for the calling thread never reaches them. Skia uses the same libjpeg-turbo tables and
 * DCT, so at the same quality the decoded pixels are exactly canvasJpeg's (a test holds it); its
 * optimised-Huffman pass makes the file a few percent smaller and costs a few ms more.
 */
export function canvasJpegHere(canvas: Canvas, quality: number): Buffer {
  return canvas.encodeSync('jpeg', quality)
}
