import { createCanvas, loadImage } from '@napi-rs/canvas'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { PrepublishCheck } from '#shared/schemas/generator.ts'
import { type PrepublishInput, prepublishCheck, sampleForCheck, titleWords } from './prepublish.ts'
import type { Rect } from './regions.ts'

const W = 1280
const H = 720
const centre: Rect = { x: 240, y: 250, w: 800, h: 220 }

/** A frame of one colour with a block of another where the text would be, as a JPEG. */
const frame = (
  background: string,
  block: { rect: Rect; color: string } | null = null,
  width = W,
  height = H,
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite(
      block
        ? [
            {
              input: {
                create: {
                  width: block.rect.w,
                  height: block.rect.h,
                  channels: 3,
                  background: block.color,
                },
              },
              left: block.rect.x,
              top: block.rect.y,
            },
          ]
        : [],
    )
    .jpeg()
    .toBuffer()

async function check(overrides: Partial<PrepublishInput> = {}): Promise<PrepublishCheck> {
  return prepublishCheck({
    bytes: await frame('#101018', { rect: centre, color: '#FFFFFF' }),
    width: W,
    height: H,
    title: 'Boss Fight Tonight',
    titleLetterHeightPx: 150,
    textRects: [{ kind: 'title', rect: centre }],
    textColor: '#FFFFFF',
    textMode: 'exact',
    textSize: 'fit',
    ...overrides,
  })
}

const item = (result: PrepublishCheck, code: PrepublishCheck['items'][number]['code']) =>
  result.items.find((i) => i.code === code)

describe('prepublishCheck', () => {
  it('gives the same verdict from the canvas an image thread still holds as from the encoded file', async () => {
    for (const [background, color] of [
      ['#101018', '#FFFFFF'],
      ['#F4F4F4', '#FFFFFF'],
      ['#8A8A8A', '#FFFFFF'],
    ] as const) {
      const bytes = await frame(background, { rect: centre, color })
      const canvas = createCanvas(W, H)
      canvas.getContext('2d').drawImage(await loadImage(bytes), 0, 0)
      const fromFile = await check({ bytes })
      const fromCanvas = await check({ bytes: undefined, pixels: sampleForCheck(canvas) })
      // The same items with the same outcome; a measured ratio may differ in its last digit (the
      // two shrink the frame with different filters).
      const outcome = (result: PrepublishCheck) => result.items.map((i) => [i.code, i.ok, i.fix])
      expect(outcome(fromCanvas), background).toEqual(outcome(fromFile))
      expect(fromCanvas.status).toBe(fromFile.status)
      const ratio = (result: PrepublishCheck) =>
        Number(/\(([\d.]+):1/.exec(item(result, 'text-contrast')?.message ?? '')?.[1])
      expect(Math.abs(ratio(fromCanvas) - ratio(fromFile))).toBeLessThan(0.05 * ratio(fromFile))
    }
  })

  it('passes a big, short, white title on a dark picture away from the corner', async () => {
    const result = await check()
    expect(result.status).toBe('pass')
    expect(result.items.map((i) => [i.code, i.ok])).toEqual([
      ['title-size', true],
      ['text-contrast', true],
      ['safe-area', true],
      ['word-count', true],
    ])
    // 150 px in a 720 px frame is 19.6 px at 168×94.
    expect(item(result, 'title-size')?.message).toBe('Title letters are 19.6 px tall at 168×94 (the sidebar)')
    expect(result.items.every((i) => i.fix === null)).toBe(true)
  })

  it("warns about small letters and says to use 'Fit' when a fixed size was chosen", async () => {
    const result = await check({ titleLetterHeightPx: 60, textSize: 'medium' })
    expect(result.status).toBe('warn')
    expect(item(result, 'title-size')).toEqual({
      code: 'title-size',
      ok: false,
      message: 'Title letters are 7.8 px tall at 168×94 (the sidebar); aim for at least 10 px',
      fix: "Use 'Fit' for the text size",
    })
  })

  it('with Fit already on, asks for fewer words', async () => {
    const result = await check({ titleLetterHeightPx: 60, title: 'The Best Budget Gaming Mouse Tested' })
    expect(item(result, 'title-size')?.fix).toBe('Shorten the title to 4 words')
  })

  it('measures a Shorts cover at the size of a Shorts shelf card', async () => {
    const rect = { x: 100, y: 400, w: 880, h: 300 }
    const result = await check({
      bytes: await frame('#101018', { rect, color: '#FFFFFF' }, 1080, 1920),
      width: 1080,
      height: 1920,
      textRects: [{ kind: 'title', rect }],
      titleLetterHeightPx: 200,
    })
    expect(item(result, 'title-size')).toMatchObject({
      ok: true,
      message: 'Title letters are 20 px tall at 108×192 (a Shorts shelf card)',
    })
  })

  it('warns when the title colour is close to the picture around it and names a better colour', async () => {
    const result = await check({ bytes: await frame('#F4F4F4', { rect: centre, color: '#FFFFFF' }) })
    const contrast = item(result, 'text-contrast')
    expect(contrast?.ok).toBe(false)
    expect(contrast?.message).toMatch(
      /^The title's colour is close to the picture around it \(1\.\d:1; aim for 3:1\)$/,
    )
    expect(contrast?.fix).toBe('Use #000000 for the title, or turn on AI text colour')
    expect(result.status).toBe('warn')
  })

  it('holds text without an outline to 4.5:1', async () => {
    // Mid grey around white text: about 3.4:1, enough with an outline, not without.
    const bytes = await frame('#8A8A8A')
    expect(item(await check({ bytes }), 'text-contrast')?.ok).toBe(true)
    expect(item(await check({ bytes, outlined: false }), 'text-contrast')).toMatchObject({
      ok: false,
      message: expect.stringContaining('aim for 4.5:1'),
    })
  })

  it('judges a half-light, half-dark surrounding by its hard part', async () => {
    // Left half white, right half black: white text is lost on the left.
    const bytes = await sharp({ create: { width: W, height: H, channels: 3, background: '#000000' } })
      .composite([
        {
          input: { create: { width: W / 2, height: H, channels: 3, background: '#FFFFFF' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer()
    expect(item(await check({ bytes }), 'text-contrast')?.ok).toBe(false)
  })

  it('warns about text in the video-length corner', async () => {
    const rect = { x: 900, y: 560, w: 340, h: 120 }
    const result = await check({ textRects: [{ kind: 'subtitle', rect }] })
    expect(item(result, 'safe-area')).toEqual({
      code: 'safe-area',
      ok: false,
      message: 'The subtitle reaches the bottom-right corner, where YouTube shows the video length',
      fix: "Move the text up or left, or use 'Fit' with a layout that keeps it out of that corner",
    })
  })

  it('warns about text within 3% of an edge', async () => {
    const rect = { x: 10, y: 200, w: 600, h: 200 }
    const result = await check({
      bytes: await frame('#101018', { rect, color: '#FFFFFF' }),
      textRects: [{ kind: 'title', rect }],
    })
    expect(item(result, 'safe-area')).toMatchObject({
      ok: false,
      message: 'The title comes within 3% of the edge, where it can be cut off',
    })
  })

  it('warns about more than 6 title words', async () => {
    const result = await check({ title: 'I Tried Every Budget Gaming Mouse So You Do Not Have To' })
    expect(item(result, 'word-count')).toEqual({
      code: 'word-count',
      ok: false,
      message: 'The title has 12 words; more than 6 are hard to take in at a glance',
      fix: 'Shorten the title to 5 words',
    })
    expect(item(await check({ title: 'One two three four five six' }), 'word-count')?.ok).toBe(true)
  })

  it('leaves out what the compositor did not report instead of failing it', async () => {
    const result = await check({ titleLetterHeightPx: null, textRects: null })
    expect(result.items.map((i) => i.code)).toEqual(['word-count'])
    expect(result.status).toBe('pass')
  })

  it('checks only the word count when the AI drew the text', async () => {
    const result = await check({ textMode: 'ai', textRects: [], textColor: null })
    expect(result.items.map((i) => i.code)).toEqual(['word-count'])
  })

  it('has nothing to say about a picture without a title', async () => {
    expect(await check({ title: '  ', textRects: [], textColor: null })).toEqual({
      status: 'pass',
      items: [],
    })
  })

  it('never claims to predict clicks', async () => {
    const results = await Promise.all([
      check(),
      check({ titleLetterHeightPx: 40, title: 'a b c d e f g h', bytes: await frame('#FFFFFF') }),
    ])
    for (const { message, fix } of results.flatMap((r) => r.items)) {
      expect(`${message} ${fix ?? ''}`).not.toMatch(/click|CTR|views|perform/i)
    }
  })

  it('counts words, not asterisks or lone punctuation', () => {
    expect(titleWords('  *$500* vs  $5 — which wins? ')).toEqual(['$500', 'vs', '$5', 'which', 'wins?'])
  })
})
