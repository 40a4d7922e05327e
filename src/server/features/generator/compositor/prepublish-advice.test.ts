import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY } from '#shared/generator/defaults.ts'
import type { PrepublishCheck } from '#shared/schemas/generator.ts'
import {
  busyBackground,
  offlineBackground,
  type PrepublishCase,
  plainBackground,
  renderCase,
} from '#tests/support/prepublish-cases.ts'

type Item = PrepublishCheck['items'][number]

/**
 * Does what a fix says, as a creator would in the form: every fix the check can give is here, so
 * a new wording fails this test until it is taught what the creator would do.
 */
const FIXES: {
  kind: string
  match: RegExp
  apply: (c: PrepublishCase, m: RegExpExecArray, item: Item) => PrepublishCase
}[] = [
  {
    kind: 'shorten',
    match: /^Shorten the title to (\d+) words$/,
    apply: (c, m) => ({ ...c, title: c.title.split(/\s+/).slice(0, Number(m[1])).join(' ') }),
  },
  {
    kind: 'bigger layout',
    match: /^Choose a layout with a bigger text area, such as 'Top banner'/,
    apply: (c) => ({ ...c, titleArea: undefined, layout: 'top-banner' }),
  },
  {
    kind: 'colour',
    match: /^Use (#[0-9A-F]{6}) for the title, or turn on AI text colour$/,
    apply: (c, m) => ({ ...c, textColor: m[1] }),
  },
  {
    kind: 'overlay',
    match: /^Add a solid or gradient overlay behind the title/,
    apply: (c) => ({ ...c, overlay: { ...DEFAULT_OVERLAY, style: 'solid', position: 'full', opacity: 70 } }),
  },
  { kind: 'move', match: /^Move the text up or left/, apply: (c) => ({ ...c, titleArea: undefined }) },
  {
    kind: 'clear of edges',
    match: /^Use 'Fit' or a shorter title so the text keeps clear of the edges$/,
    apply: (c) => ({ ...c, titleArea: undefined, textSize: 'fit' }),
  },
  {
    kind: 'add title',
    match: /^Add a title of 1–4 big words/,
    apply: (c) => ({ ...c, title: 'Boss Fight' }),
  },
  {
    kind: 'remove characters',
    match: /^Remove them from the title or write them another way$/,
    apply: (c, _m, item) => {
      const missing = item.message.split(': ')[1]?.split(' ') ?? []
      return { ...c, title: [...c.title].filter((ch) => !missing.includes(ch)).join('') }
    },
  },
]

const seen = new Set<string>()

function follow(c: PrepublishCase, item: Item): PrepublishCase {
  for (const fix of FIXES) {
    const m = fix.match.exec(item.fix ?? '')
    if (!m) continue
    seen.add(fix.kind)
    return fix.apply(c, m, item)
  }
  throw new Error(`No way to follow this fix yet: ${item.fix}`)
}

const itemOf = (check: PrepublishCheck, code: Item['code']) => check.items.find((i) => i.code === code)

async function badCases(): Promise<PrepublishCase[]> {
  const dark = await plainBackground('#202030')
  const grey = await plainBackground('#808080')
  const busy = await busyBackground()
  const gaming = await offlineBackground('Gaming', 'A gamer shocked by a boss fight')
  const small = { x: 420, y: 300, w: 180, h: 60 }
  return [
    {
      name: 'too many words',
      background: gaming,
      title: 'The Complete Beginner Guide To Baking Sourdough Bread At Home Today',
    },
    {
      name: 'tiny grey on grey',
      background: grey,
      title: 'Boss Fight',
      textColor: '#8A8A8A',
      titleArea: small,
    },
    { name: 'tiny white on a busy patch', background: busy, title: 'Boss Fight', titleArea: small },
    {
      name: 'in the video-length corner',
      background: dark,
      title: 'Boss Fight',
      titleArea: { x: 1000, y: 560, w: 250, h: 130 },
    },
    {
      name: 'against the left edge',
      background: dark,
      title: 'Boss Fight',
      titleArea: { x: 4, y: 300, w: 400, h: 130 },
    },
    { name: 'no title', background: dark, title: '' },
    { name: 'characters no font has', background: dark, title: 'Boss 𓀀 Fight' },
  ]
}

describe('the pre-publish check’s advice', () => {
  it('makes each bad thumbnail pass once followed, and no fix undoes another', async () => {
    for (const bad of await badCases()) {
      let current = bad
      const followed: string[] = []
      for (let step = 0; step < 6; step++) {
        const { check } = await renderCase(current)
        if (check.status === 'pass') break
        const problems = check.items.filter((i) => !i.ok)
        // Each fix, on its own, settles its own item: no 'use black' answered by 'use white'.
        for (const problem of problems) {
          const after = (await renderCase(follow(current, problem))).check
          expect(itemOf(after, problem.code)?.ok ?? true, `${bad.name}: ${problem.fix}`).toBe(true)
        }
        const first = problems[0] as Item
        followed.push(first.fix ?? '')
        current = follow(current, first)
      }
      const { check } = await renderCase(current)
      expect(check.status, `${bad.name} after: ${followed.join(' → ')}`).toBe('pass')
      expect(followed.length, bad.name).toBeGreaterThan(0)
    }
    // Every kind of advice was given by some bad case and followed.
    expect([...seen].sort()).toEqual(FIXES.map((f) => f.kind).sort())
  }, 120_000)

  it('passes white titles outlined in black on dark pictures, and black ones, over several lines', async () => {
    // Issue 27: these were flagged '1.0:1, use #000000', then '1.0:1, use #FFFFFF'.
    const backgrounds = [
      await plainBackground('#101018'),
      await offlineBackground('Gaming', 'A gamer shocked by a boss fight'),
      await offlineBackground('Travel', 'Mountain village at dawn'),
    ]
    for (const background of backgrounds) {
      for (const textColor of ['#FFFFFF', '#000000', '#FFD400']) {
        const { check } = await renderCase({
          name: 'outlined',
          background,
          title: 'Unbeatable Boss Fight Tonight',
          textColor,
        })
        expect(itemOf(check, 'text-contrast'), textColor).toMatchObject({ ok: true, fix: null })
        expect(itemOf(check, 'text-contrast')?.message).toMatch(
          /^The letters stand out from their own outline/,
        )
      }
    }
  }, 60_000)
})
