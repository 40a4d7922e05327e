import { describe, expect, it } from 'vitest'
import { compose } from '#server/features/generator/compositor/compose.ts'
import { imageTaskClasses } from '#server/image-task-classes.ts'
import { offlineImageProvider } from '#server/providers/ai/offline.ts'
import type { ImageRequest } from '#server/providers/ai/types.ts'
import { DEFAULT_COLOR_SCHEME, DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { cutShort, noisyJpeg, noisyPng, pngDeclaring } from '../../../../tests/support/image-fixtures.ts'
import { imagePoolForTests, imageTasksDuring } from '../../../../tests/support/image-pool.ts'
import { TEST_IMAGE_PRIORITY } from '../../../../tests/support/image-priority.ts'
import { AppError } from '../app-error.ts'
import { InvalidImageError, squareJpeg, toJpeg } from '../images.ts'
import { createImagePool, defaultImageThreads, SERVER_IMAGE_OWNER } from './pool.ts'
import { ImagePoolError, imagePoolMessages } from './task-limits.ts'

/** The pool the steps below run on, as an app's `deps.images` would be. */
const images = imagePoolForTests()

const request: ImageRequest = {
  prompt: 'A gamer shocked by a boss fight',
  category: 'Gaming',
  colorScheme: DEFAULT_COLOR_SCHEME,
  seed: 42,
  width: 1280,
  height: 720,
}

describe('an image step on the pool', () => {
  it('renders an offline background on an image thread, byte for byte as the direct call', async () => {
    const { value: pooled, tasks } = await imageTasksDuring(images, () =>
      images.run(SERVER_IMAGE_OWNER, 'offlineImage', request),
    )
    expect(tasks).toEqual({ offlineImage: 1 })
    expect(images.stats().threads).toBeGreaterThanOrEqual(1)
    const direct = await offlineImageProvider.generate(request)
    expect(Buffer.isBuffer(pooled.bytes)).toBe(true)
    expect(pooled.mimeType).toBe('image/jpeg')
    expect(pooled.bytes.equals(direct.bytes)).toBe(true)
  })

  it('composites a thumbnail as the direct call does: same bytes, same text box and colour', async () => {
    const background = (await offlineImageProvider.generate(request)).bytes
    const input = {
      background,
      width: 1280,
      height: 720,
      format: 'jpeg' as const,
      overlay: { ...DEFAULT_OVERLAY, style: 'gradient' as const },
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'I Beat The Final Boss', subtitle: 'in ten minutes' },
    }
    const { value: pooled, tasks } = await imageTasksDuring(images, () =>
      images.run(SERVER_IMAGE_OWNER, 'compose', input),
    )
    expect(tasks).toEqual({ compose: 1 })
    const direct = await compose(input)
    expect(Buffer.isBuffer(pooled.bytes)).toBe(true)
    expect(pooled.bytes.equals(direct.bytes)).toBe(true)
    expect({ ...pooled, bytes: null }).toEqual({ ...direct, bytes: null })
  })

  it('re-encodes uploads (toJpeg, squareJpeg) exactly as the direct calls do', async () => {
    const photo = await noisyPng(400, 300)
    const { value: jpeg, tasks } = await imageTasksDuring(images, () =>
      images.run(SERVER_IMAGE_OWNER, 'toJpeg', photo),
    )
    expect(tasks).toEqual({ toJpeg: 1 })
    expect(jpeg.equals(await toJpeg(photo))).toBe(true)
    const square = await images.run(SERVER_IMAGE_OWNER, 'squareJpeg', photo, 128)
    expect(square.equals(await squareJpeg(photo, 128))).toBe(true)
  })

  it('hands back an upload refusal as InvalidImageError with its reason, so routes still answer 4xx', async () => {
    const problemOf = (bytes: Buffer) =>
      images.run(SERVER_IMAGE_OWNER, 'toJpeg', bytes).then(
        () => 'accepted',
        (error: unknown) => {
          expect(error).toBeInstanceOf(InvalidImageError)
          expect((error as AppError).status).toBe(400)
          return (error as InvalidImageError).problem
        },
      )
    expect(await problemOf(Buffer.from('not a picture at all\n'.repeat(40)))).toBe('not-image')
    expect(await problemOf(cutShort(await noisyJpeg()))).toBe('corrupt')
    expect(await problemOf(pngDeclaring(30_000, 30_000))).toBe('too-many-pixels')
  })

  it('hands back any other failure with the message the direct call gives', async () => {
    const input = {
      background: Buffer.from('no image here'),
      width: 320,
      height: 180,
      format: 'png' as const,
      overlay: DEFAULT_OVERLAY,
      textOverlay: DEFAULT_TEXT_OVERLAY,
    }
    const direct = await compose(input).catch((error: Error) => error)
    const pooled = await images.run(SERVER_IMAGE_OWNER, 'compose', input).catch((error: Error) => error)
    expect(direct).toBeInstanceOf(Error)
    expect(pooled).toBeInstanceOf(Error)
    expect(pooled).not.toBeInstanceOf(AppError)
    expect((pooled as Error).message).toBe((direct as Error).message)
  })
})

describe('the pool’s life', () => {
  it('holds no thread until the first image, and none once closed; the next image starts a fresh one', async () => {
    const pool = createImagePool({ classes: imageTaskClasses, priority: TEST_IMAGE_PRIORITY })
    try {
      expect(pool.stats().threads).toBe(0)
      await pool.run(SERVER_IMAGE_OWNER, 'toJpeg', await noisyPng(64, 64))
      expect(pool.stats().threads).toBe(1)
      // Another pool (another app in the same process) is not touched by this one's work or close.
      expect(images.stats().threadIds).not.toContain(pool.stats().threadIds[0])

      await pool.close()
      expect(pool.stats().threads).toBe(0)
      const photo = await noisyPng(64, 64)
      expect((await pool.run(SERVER_IMAGE_OWNER, 'toJpeg', photo)).equals(await toJpeg(photo))).toBe(true)
      expect(pool.stats()).toMatchObject({ threads: 1, tasks: { toJpeg: 2 } })
    } finally {
      await pool.close()
    }
  })

  it('uses one thread per core unless told otherwise (IMAGE_THREADS)', async () => {
    expect(createImagePool({ classes: imageTaskClasses }).stats().maxThreads).toBe(defaultImageThreads())

    const pool = createImagePool({ classes: imageTaskClasses, threads: 1, priority: TEST_IMAGE_PRIORITY })
    try {
      const photos = await Promise.all([1, 2, 3].map(() => noisyPng(64, 64)))
      await Promise.all(photos.map((photo) => pool.run(SERVER_IMAGE_OWNER, 'toJpeg', photo)))
      expect(pool.stats()).toMatchObject({ maxThreads: 1, threads: 1 })
    } finally {
      await pool.close()
    }
  })
})

// A cold thread loads Skia, sharp and fonts first; two busy cores make that slow.
describe('a task past its time limit', { timeout: 120_000 }, () => {
  it('is stopped with 503 IMAGE_TIMEOUT, its thread ended, and the next task runs on a fresh thread', async () => {
    // Renders get 1 ms, which a 4K composite cannot meet; quick steps keep their default.
    const pool = createImagePool({
      classes: imageTaskClasses,
      threads: 1,
      priority: TEST_IMAGE_PRIORITY,
      limits: { renderTimeoutMs: 1 },
    })
    // One owner throughout: after another account's slow first step (a cold thread on busy cores),
    // the spare thread would take this one's render, and the spare is what would end.
    const creator = { key: 'creator' }
    try {
      await pool.run(creator, 'toJpeg', await noisyPng(64, 64))
      const [first] = pool.stats().threadIds
      expect(first).toBeDefined()
      const stoppedBefore = pool.stats().stopped

      const background = (await offlineImageProvider.generate(request)).bytes
      const fourK = {
        background,
        width: 3840,
        height: 2160,
        format: 'png' as const,
        overlay: DEFAULT_OVERLAY,
        textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'A Long Render' },
      }
      const error = await pool.run(creator, 'compose', fourK).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ImagePoolError)
      expect((error as AppError).status).toBe(503)
      expect((error as AppError).code).toBe('IMAGE_TIMEOUT')
      expect((error as AppError).message).toBe(imagePoolMessages.timedOut(1))
      expect(pool.stats().stopped).toBe(stoppedBefore + 1)
      expect(pool.stats().threadIds).not.toContain(first)

      const photo = await noisyPng(64, 64)
      expect((await pool.run(creator, 'toJpeg', photo)).equals(await toJpeg(photo))).toBe(true)
      expect(pool.stats()).toMatchObject({ threads: 1, running: 0, waiting: 0 })
      expect(pool.stats().threadIds).not.toContain(first)
    } finally {
      await pool.close()
    }
  })
})
