import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Box } from './mask-measure.ts'

/**
 * face-api.js's Tiny Face Detector (a Tiny-YOLOv2 with depthwise-separable convolutions, 190 KB of
 * uint8-quantised weights, MIT), as @vladmandic/face-api ships it, vendored in
 * vendor/face-detector-model. Only its weight files are read: the network is small enough (about 200 M multiply-adds at 416 px) to run here in plain loops, so
 * neither TensorFlow.js nor a second runtime is installed for it (decision 026, addendum).
 */
export const FACE_INPUT = 416
const MEAN_RGB = [117.001, 114.697, 97.404] as const
const ANCHORS = [
  [1.603231, 2.094468],
  [6.041143, 7.080126],
  [2.882459, 3.518061],
  [4.266906, 5.178857],
  [9.041765, 10.66308],
] as const
const IOU_THRESHOLD = 0.4
/** face-api's own default for this model. */
export const FACE_MIN_SCORE = 0.5

export interface Face extends Box {
  score: number
}

type Weights = Map<string, Float32Array>
let weights: Weights | undefined

const modelFile = (name: string) =>
  createRequire(import.meta.url).resolve(`@thumbforge/face-detector-model/${name}`)

/** Dequantised once per image thread, on its first detection. */
function loadWeights(): Weights {
  if (weights) return weights
  const manifest = JSON.parse(
    readFileSync(modelFile('tiny_face_detector_model-weights_manifest.json'), 'utf8'),
  ) as Array<{
    weights: Array<{ name: string; shape: number[]; quantization: { scale: number; min: number } }>
  }>
  const bytes = readFileSync(modelFile('tiny_face_detector_model.bin'))
  const map: Weights = new Map()
  let at = 0
  for (const entry of manifest[0]?.weights ?? []) {
    const size = entry.shape.reduce((a, b) => a * b, 1)
    const values = new Float32Array(size)
    const { scale, min } = entry.quantization
    for (let i = 0; i < size; i++) values[i] = (bytes[at + i] as number) * scale + min
    at += size
    map.set(entry.name, values)
  }
  weights = map
  return map
}

const w = (map: Weights, name: string) => {
  const value = map.get(name)
  if (!value) throw new Error(`face model has no ${name}`)
  return value
}

/** A feature map, height × width × channels, channels last (as the weights are laid out). */
interface Plane {
  data: Float32Array
  h: number
  wd: number
  c: number
}

const leaky = (value: number) => (value > 0 ? value : value * 0.1)

/** The first layer: a full 3×3 convolution without padding ('valid'), then leaky ReLU. */
function conv0(input: Plane, filters: Float32Array, bias: Float32Array): Plane {
  const out = bias.length
  const h = input.h - 2
  const wd = input.wd - 2
  const data = new Float32Array(h * wd * out)
  const acc = new Float32Array(out)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < wd; x++) {
      acc.set(bias)
      for (let ky = 0; ky < 3; ky++) {
        for (let kx = 0; kx < 3; kx++) {
          const src = ((y + ky) * input.wd + x + kx) * input.c
          for (let ci = 0; ci < input.c; ci++) {
            const value = input.data[src + ci] as number
            const f = ((ky * 3 + kx) * input.c + ci) * out
            for (let co = 0; co < out; co++)
              acc[co] = (acc[co] as number) + value * (filters[f + co] as number)
          }
        }
      }
      const dst = (y * wd + x) * out
      for (let co = 0; co < out; co++) data[dst + co] = leaky(acc[co] as number)
    }
  }
  return { data, h, wd, c: out }
}

/** A 3×3 depthwise convolution padded by one, a 1×1 pointwise one, bias, leaky ReLU. */
function separable(
  input: Plane,
  depthwise: Float32Array,
  pointwise: Float32Array,
  bias: Float32Array,
): Plane {
  const { h, wd, c } = input
  const out = bias.length
  const data = new Float32Array(h * wd * out)
  const mid = new Float32Array(c)
  const acc = new Float32Array(out)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < wd; x++) {
      mid.fill(0)
      for (let ky = 0; ky < 3; ky++) {
        const sy = y + ky - 1
        if (sy < 0 || sy >= h) continue
        for (let kx = 0; kx < 3; kx++) {
          const sx = x + kx - 1
          if (sx < 0 || sx >= wd) continue
          const src = (sy * wd + sx) * c
          const f = (ky * 3 + kx) * c
          for (let ci = 0; ci < c; ci++)
            mid[ci] = (mid[ci] as number) + (input.data[src + ci] as number) * (depthwise[f + ci] as number)
        }
      }
      acc.set(bias)
      for (let ci = 0; ci < c; ci++) {
        const value = mid[ci] as number
        const f = ci * out
        for (let co = 0; co < out; co++) acc[co] = (acc[co] as number) + value * (pointwise[f + co] as number)
      }
      const dst = (y * wd + x) * out
      for (let co = 0; co < out; co++) data[dst + co] = leaky(acc[co] as number)
    }
  }
  return { data, h, wd, c: out }
}

/** 2×2 max pooling, 'same' padding (the extra row and column, if any, at the far edge). */
function maxPool(input: Plane, stride: 1 | 2): Plane {
  const h = Math.ceil(input.h / stride)
  const wd = Math.ceil(input.wd / stride)
  const { c } = input
  const data = new Float32Array(h * wd * c).fill(Number.NEGATIVE_INFINITY)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < wd; x++) {
      const dst = (y * wd + x) * c
      for (let dy = 0; dy < 2; dy++) {
        const sy = y * stride + dy
        if (sy >= input.h) continue
        for (let dx = 0; dx < 2; dx++) {
          const sx = x * stride + dx
          if (sx >= input.wd) continue
          const src = (sy * input.wd + sx) * c
          for (let ci = 0; ci < c; ci++) {
            const value = input.data[src + ci] as number
            if (value > (data[dst + ci] as number)) data[dst + ci] = value
          }
        }
      }
    }
  }
  return { data, h, wd, c }
}

/** The last layer: 1×1, no activation. */
function pointwiseOnly(input: Plane, filters: Float32Array, bias: Float32Array): Plane {
  const out = bias.length
  const data = new Float32Array(input.h * input.wd * out)
  for (let p = 0; p < input.h * input.wd; p++) {
    for (let co = 0; co < out; co++) {
      let sum = bias[co] as number
      for (let ci = 0; ci < input.c; ci++)
        sum += (input.data[p * input.c + ci] as number) * (filters[ci * out + co] as number)
      data[p * out + co] = sum
    }
  }
  return { data, h: input.h, wd: input.wd, c: out }
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value))

function iou(a: Face, b: Face) {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y))
  const inter = ix * iy
  return inter / (a.w * a.h + b.w * b.h - inter)
}

/**
 * The faces in `rgb` (FACE_INPUT² interleaved RGB bytes: the picture padded to a square at its
 * right and bottom, then scaled, as face-api does), best first, in the square's pixels.
 */
export function detectFacesInSquare(rgb: Uint8Array, minScore = FACE_MIN_SCORE, size = FACE_INPUT): Face[] {
  if (rgb.length !== size * size * 3 || size % 32)
    throw new Error('the face model wants a square of 32n px, RGB')
  const map = loadWeights()
  const input = new Float32Array(rgb.length)
  for (let i = 0; i < rgb.length; i++) input[i] = ((rgb[i] as number) - (MEAN_RGB[i % 3] as number)) / 255
  let out = conv0({ data: input, h: size, wd: size, c: 3 }, w(map, 'conv0/filters'), w(map, 'conv0/bias'))
  for (let layer = 1; layer <= 5; layer++) {
    out = maxPool(out, 2)
    out = separable(
      out,
      w(map, `conv${layer}/depthwise_filter`),
      w(map, `conv${layer}/pointwise_filter`),
      w(map, `conv${layer}/bias`),
    )
  }
  out = maxPool(out, 1)
  out = pointwiseOnly(out, w(map, 'conv8/filters'), w(map, 'conv8/bias'))
  const found: Face[] = []
  const cell = size / out.h
  for (let row = 0; row < out.h; row++) {
    for (let col = 0; col < out.wd; col++) {
      for (let a = 0; a < ANCHORS.length; a++) {
        const at = (row * out.wd + col) * out.c + a * 5
        const score = sigmoid(out.data[at + 4] as number)
        if (score < minScore) continue
        const [ax, ay] = ANCHORS[a] as readonly [number, number]
        const cx = (col + sigmoid(out.data[at] as number)) * cell
        const cy = (row + sigmoid(out.data[at + 1] as number)) * cell
        const bw = Math.exp(out.data[at + 2] as number) * ax * cell
        const bh = Math.exp(out.data[at + 3] as number) * ay * cell
        found.push({ x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh, score })
      }
    }
  }
  found.sort((a, b) => b.score - a.score)
  const kept: Face[] = []
  for (const face of found) if (kept.every((other) => iou(face, other) <= IOU_THRESHOLD)) kept.push(face)
  return kept
}

/**
 * The faces in a picture (`width` × `height` interleaved RGB bytes), best first, in its pixels.
 * Runs on an image thread: about 200 M multiply-adds whatever the picture's size.
 */
export async function detectFaces(
  rgb: Uint8Array,
  width: number,
  height: number,
  minScore?: number,
  size = FACE_INPUT,
) {
  const { default: sharp } = await import('sharp')
  const side = Math.max(width, height)
  const raw = { raw: { width, height, channels: 3 as const } }
  // The luminance stretched to the full range first, before the black padding could count as the
  // picture's darkest tone: the model only scores a low-contrast face (a faded or sepia print, a
  // grey photo shot in flat light) at a fraction of what the same face gets at full contrast, and a
  // picture with no one in it gains nothing from it (decision 046).
  const stretched = await sharp(rgb, raw).normalise().raw().toBuffer()
  // Two steps: sharp would scale before it extends.
  const padded = await sharp(stretched, raw)
    .extend({ right: side - width, bottom: side - height, background: '#000000' })
    .raw()
    .toBuffer()
  const square = await sharp(padded, { raw: { width: side, height: side, channels: 3 } })
    .resize(size, size, { fit: 'fill' })
    .raw()
    .toBuffer()
  const scale = side / size
  return detectFacesInSquare(square, minScore, size).map((face) => ({
    x: face.x * scale,
    y: face.y * scale,
    w: face.w * scale,
    h: face.h * scale,
    score: face.score,
  }))
}
