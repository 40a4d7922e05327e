import { execFileSync } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { previewBodySchema } from '#shared/generator/schemas.ts'
import { renderPreview } from './preview-render.ts'

const params = previewBodySchema.parse({
  colorScheme: { background: '#1E3A8A' },
  overlay: { style: 'gradient', position: 'bottom', opacity: 80 },
  textOverlay: { title: 'I Tried It For 30 Days', subtitle: 'Here is what happened' },
})

const folder = mkdtempSync(path.join(tmpdir(), 'thumbforge-preview-render-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A writer for the pipe, once its reader waits (ENXIO until then); synchronous, so off the pool. */
async function openWriter(pipe: string): Promise<number> {
  for (;;) {
    try {
      return openSync(pipe, constants.O_WRONLY | constants.O_NONBLOCK)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error
      await sleep(10)
    }
  }
}

/**
 * Holds every thread of libuv's threadpool, the one the whole process shares (sharp's encodes and
 * decodes, Skia's async ones, file reads): opening a named pipe for reading blocks its thread until
 * a writer opens it, with no CPU spent. The answer releases them.
 */
function holdThreadpool() {
  const size = Number(process.env.UV_THREADPOOL_SIZE ?? 4)
  const pipes = Array.from({ length: size }, (_, n) => path.join(folder, `pipe-${n}`))
  for (const pipe of pipes) execFileSync('mkfifo', [pipe])
  const readers = pipes.map((pipe) => open(pipe, 'r'))
  return async () => {
    const writers = await Promise.all(pipes.map(openWriter))
    for (const reader of await Promise.all(readers)) await reader.close()
    for (const writer of writers) closeSync(writer)
  }
}

describe('renderPreview', () => {
  // A creator's preview beside a flood runs on the spare image thread, above the pool's priority;
  // work it handed to the shared threadpool would wait there beside the flood's (decision 042).
  // Were the preview to need that pool, it would wait past the test's time limit and fail.
  it('draws and encodes a preview while every thread of the shared threadpool is held', async () => {
    const release = holdThreadpool()
    let queuedBehind = 'waiting'
    const file = stat(folder).then(() => {
      queuedBehind = 'done'
    })
    let jpeg: Buffer
    try {
      jpeg = await renderPreview(params)
      // The file read queued behind the held threads is still waiting: the pool was held throughout.
      expect(queuedBehind).toBe('waiting')
    } finally {
      await release()
      await file
    }
    const meta = await sharp(jpeg).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 360])
  })
})
