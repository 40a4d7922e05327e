import { createRequire } from 'node:module'
import type { InferenceSession } from 'onnxruntime-node'

/**
 * U²-Net small (u2netp), the salient-object model rembg uses, vendored in vendor/u2netp-model (decision
 * 026). It reads a 320×320 RGB picture and answers, per pixel, the probability that it belongs to
 * the picture's subject.
 */
export const MODEL_SIZE = 320

const IMAGENET_MEAN = [0.485, 0.456, 0.406] as const
const IMAGENET_STD = [0.229, 0.224, 0.225] as const

/** Resolved through the package, so the same code finds it from src/server and dist/server. */
export const modelPath = () => createRequire(import.meta.url).resolve('@thumbforge/u2netp-model/u2netp.onnx')

let session: Promise<InferenceSession> | undefined

/**
 * One session per image thread, made by the thread's first cut-out (never at server start) and
 * reused. One intra-op thread: the pool is already one thread per core, and the model then runs on
 * the image thread itself, at its lowered priority.
 */
function modelSession(): Promise<InferenceSession> {
  session ??= import('onnxruntime-node')
    .then(({ InferenceSession }) =>
      InferenceSession.create(modelPath(), {
        intraOpNumThreads: 1,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
      }),
    )
    .catch((error: unknown) => {
      // A failed load is not kept: the next cut-out tries again.
      session = undefined
      throw error
    })
  return session
}

/**
 * The subject probability (0-1, row-major, MODEL_SIZE²) of `rgb`, MODEL_SIZE² interleaved RGB
 * bytes. The input is scaled by its brightest value and ImageNet-normalised, as rembg does.
 */
export async function subjectProbability(rgb: Uint8Array): Promise<Float32Array> {
  const pixels = MODEL_SIZE * MODEL_SIZE
  if (rgb.length !== pixels * 3) throw new Error(`u2netp wants ${MODEL_SIZE}×${MODEL_SIZE} RGB`)
  const { Tensor } = await import('onnxruntime-node')
  const model = await modelSession()
  let brightest = 1
  for (const value of rgb) if (value > brightest) brightest = value
  const planes = new Float32Array(pixels * 3)
  for (let i = 0; i < pixels; i++) {
    for (let c = 0; c < 3; c++) {
      planes[c * pixels + i] =
        ((rgb[i * 3 + c] as number) / brightest - (IMAGENET_MEAN[c] as number)) / (IMAGENET_STD[c] as number)
    }
  }
  const input = new Tensor('float32', planes, [1, 3, MODEL_SIZE, MODEL_SIZE])
  const outputs = await model.run({ [model.inputNames[0] as string]: input })
  // The first output (d0) is the fused, finest map; the others are the side outputs training uses.
  const fused = outputs[model.outputNames[0] as string]
  if (!fused) throw new Error('u2netp gave no output')
  return Float32Array.from(fused.data as Float32Array, (value) => Math.min(1, Math.max(0, value)))
}
