import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { layoutById } from '#shared/generator/layouts.ts'
import { compose } from './compose.ts'
import { flat, frame, noise, TWO_MB, text, texture } from './compose-test-support.ts'

describe('compose: frame and file', () => {
  it('outputs exactly the requested size, 16:9 from a square background and 9:16 for a Shorts cover', async () => {
    const background = await flat('#336699', 1000, 1000)
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
      [1080, 1920],
    ] as const) {
      const result = await compose(frame({ background, width, height, format: 'jpeg' }))
      const meta = await sharp(result.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height])
      expect(layoutById(result.layout).aspect).toBe(height > width ? '9:16' : '16:9')
    }
  })

  it('stays under 2 MB at 1080p, 4K and 1080×1920, JPEG and PNG, even on a noise background', {
    timeout: 180_000,
  }, async () => {
    const background = await noise(1344, 768)
    for (const [width, height] of [
      [1920, 1080],
      [3840, 2160],
      [1080, 1920],
    ] as const) {
      for (const format of ['jpeg', 'png'] as const) {
        const result = await compose(
          frame({ background, width, height, format, textOverlay: text({ subtitle: 'and a subtitle' }) }),
        )
        expect(result.bytes.length, `${width} ${format}`).toBeLessThan(TWO_MB)
        const meta = await sharp(result.bytes).metadata()
        expect([meta.width, meta.height]).toEqual([width, height])
        // A PNG that cannot fit becomes a JPEG, and says so.
        expect(meta.format).toBe(result.mimeType === 'image/png' ? 'png' : 'jpeg')
      }
    }
  })

  it('is deterministic: the same input gives the same bytes', async () => {
    const input = frame({ background: await texture(640, 360), textOverlay: text({ subtitle: 'the same' }) })
    const [a, b] = [await compose(input), await compose(input)]
    expect(a.bytes.equals(b.bytes)).toBe(true)
  })

  it('sets the same words in the same box alike when a caller changed an earlier result', async () => {
    // The thread remembers recent type fits: a caller editing what it got back must not move the
    // next composite's text.
    const input = frame({ background: await texture(640, 360), textOverlay: text({ subtitle: 'kept' }) })
    const first = await compose(input)
    const boxes = structuredClone(first.textRects)
    for (const { rect } of first.textRects) rect.x += 100
    const second = await compose(input)
    expect(second.textRects).toEqual(boxes)
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('draws each picture as if for the first time, whatever the image thread composed before', async () => {
    // The thread keeps decoded pictures by content and reuses its frames: neither may leak a
    // previous composite's pixels, text or state into the next one.
    const first = frame({ background: await texture(1280, 720), textOverlay: text({ subtitle: 'one' }) })
    const other = frame({
      background: await flat('#E0E0E0', 1280, 720),
      textOverlay: text({ title: 'Another Title Here', subtitle: 'two' }),
    })
    const before = await compose(first)
    const between = await compose(other)
    const again = await compose(first)
    expect(again.bytes.equals(before.bytes)).toBe(true)
    expect(between.bytes.equals(before.bytes)).toBe(false)
    // Different bytes of the same size are a different picture, not the remembered one.
    const darker = await compose({ ...other, background: await flat('#202020', 1280, 720) })
    const mean = async (bytes: Buffer) => (await sharp(bytes).stats()).channels[0]?.mean ?? 0
    expect(await mean(darker.bytes)).toBeLessThan((await mean(between.bytes)) - 100)
  })

  it('refuses a layout of the other aspect', async () => {
    const background = await flat('#202020')
    await expect(compose(frame({ background, layout: 'shorts-top' }))).rejects.toThrow(/not for a 16:9 frame/)
    await expect(
      compose(frame({ background, width: 1080, height: 1920, layout: 'text-left' })),
    ).rejects.toThrow(/not for a 9:16 frame/)
  })
})
