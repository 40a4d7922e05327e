import { describe, expect, it } from 'vitest'
import { check, drawn, item } from '#tests/support/prepublish-drawn.ts'
import { titleWords } from './prepublish.ts'

describe('prepublishCheck', () => {
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
    // The figures behind the items, as the simulated channel's model reads them: 150 of 720 px,
    // and the ratio the contrast item shows.
    expect(result.measures?.titleHeight).toBe(0.208)
    const shown = /\((\d+\.\d):1\)/.exec(item(result, 'text-contrast')?.message ?? '')?.[1]
    expect(result.measures?.titleContrast?.toFixed(1)).toBe(shown)
  })

  it('warns about letters under 8 px at 168×94, even at a fixed size, and asks for more room', async () => {
    const result = await check({ titleLetterHeightPx: 60, textSize: 'medium' })
    expect(result.status).toBe('warn')
    expect(item(result, 'title-size')).toEqual({
      code: 'title-size',
      ok: false,
      message: 'Title letters are 7.8 px tall at 168×94 (the sidebar); aim for at least 8 px',
      fix: "Choose a layout with a bigger text area, such as 'Top banner' or 'Centre stack'",
    })
  })

  it('passes letters between 8 and 10 px at 168×94, which read, and says they are smaller than the page title', async () => {
    // 70 px in a 720 px frame is 9.1 px at 168×94: OCR reads such titles (decision 036).
    const result = await check({ titleLetterHeightPx: 70 })
    expect(item(result, 'title-size')).toEqual({
      code: 'title-size',
      ok: true,
      message:
        "Title letters are 9.1 px tall at 168×94 (the sidebar): it reads, though smaller than YouTube's own title text beside it (10 px)",
      fix: null,
    })
  })

  it('with Fit already on, asks for fewer words', async () => {
    const result = await check({ titleLetterHeightPx: 60, title: 'The Best Budget Gaming Mouse Tested' })
    expect(item(result, 'title-size')?.fix).toBe('Shorten the title to 4 words')
  })

  it('measures a Shorts cover at the size of a Shorts shelf card', async () => {
    const rect = { x: 100, y: 400, w: 880, h: 300 }
    const result = await check({
      pixels: undefined,
      mask: null,
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
    const result = await check({ textRects: [{ kind: 'title', rect }] })
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
    const result = await check({ titleLetterHeightPx: null, textRects: null, mask: null })
    expect(result.items.map((i) => i.code)).toEqual(['word-count'])
    expect(result.status).toBe('pass')
  })

  it('checks only the word count when the AI drew the text', async () => {
    const result = await check({ textMode: 'ai', textRects: [], textColor: null, mask: null })
    expect(result.items.map((i) => i.code)).toEqual(['word-count'])
  })

  it('warns when there is no title, or none the compositor could place', async () => {
    const none = {
      code: 'no-title',
      ok: false,
      message: 'There is no title on the thumbnail',
      fix: 'Add a title of 1–4 big words, so the thumbnail says what the video is at a glance',
    }
    for (const textMode of ['exact', 'ai'] as const) {
      const result = await check({ title: '  ', textRects: [], textColor: null, mask: null, textMode })
      expect(result).toEqual({
        status: 'warn',
        items: [none],
        measures: { titleHeight: null, titleContrast: null },
      })
    }
    const unplaced = await check({ textRects: [], titleLetterHeightPx: null, mask: null })
    expect(unplaced.items.map((i) => [i.code, i.ok])).toEqual([
      ['no-title', false],
      ['word-count', true],
    ])
  })

  it('warns about characters that would be drawn as empty boxes, naming each once', async () => {
    const result = await check({ title: 'Boss 𓀀 Fight 𓀀 \uE000' })
    expect(result.status).toBe('warn')
    expect(item(result, 'title-glyphs')).toEqual({
      code: 'title-glyphs',
      ok: false,
      message: 'These characters would be drawn as empty boxes: 𓀀 \uE000',
      fix: 'Remove them from the title or write them another way',
    })
    expect(
      item(await check({ title: 'Größte Überraschung 😱 iPhone 17 का सच' }), 'title-glyphs'),
    ).toBeUndefined()
  })

  it('never claims to predict clicks', async () => {
    const results = await Promise.all([
      check(),
      check({ titleLetterHeightPx: 40, title: 'a b c d e f g h', ...drawn('#FFFFFF', '#FFFFFF', null) }),
      check({ title: '' }),
      check({ title: 'Boss 𓀀' }),
    ])
    for (const { message, fix } of results.flatMap((r) => r.items)) {
      expect(`${message} ${fix ?? ''}`).not.toMatch(/click|CTR|views|perform/i)
    }
  })

  it('counts words, not asterisks or lone punctuation', () => {
    expect(titleWords('  *$500* vs  $5 — which wins? ')).toEqual(['$500', 'vs', '$5', 'which', 'wins?'])
  })
})
