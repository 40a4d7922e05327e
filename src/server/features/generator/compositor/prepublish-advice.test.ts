import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY } from '#shared/generator/defaults.ts'
import { LAYOUTS } from '#shared/generator/layouts.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import {
  busyBackground,
  nextAutoRun,
  offlineBackground,
  type PrepublishCase,
  plainBackground,
  renderCase,
} from '#tests/support/prepublish-cases.ts'
import { ADVICE, ADVICE_KINDS, type AdviceKind } from './prepublish-advice.ts'

type Item = PrepublishCheck['items'][number]
type Follow = (c: PrepublishCase, args: string[], item: Item) => PrepublishCase | Promise<PrepublishCase>

/**
 * Does what each kind of fix says, as a creator would in the form (or, for 'Auto', on a new run).
 * Keyed by the check's own list of advice: a kind added there fails to typecheck here, and fails
 * the guard below until some bad thumbnail gets it and it is followed to a pass.
 */
const FOLLOW: Record<AdviceKind, Follow> = {
  shorten: (c, [words]) => ({ ...c, title: c.title.split(/\s+/).slice(0, Number(words)).join(' ') }),
  'bigger-text-area': (c) => ({ ...c, titleArea: undefined, layout: 'top-banner' }),
  colour: (c, [color]) => ({ ...c, textColor: color }),
  overlay: (c) => ({ ...c, overlay: { ...DEFAULT_OVERLAY, style: 'solid', position: 'full', opacity: 70 } }),
  'out-of-stamp': (c) => ({ ...c, titleArea: undefined }),
  'clear-of-edges': (c) => ({ ...c, titleArea: undefined, textSize: 'fit' }),
  'add-title': (c) => ({ ...c, title: 'Boss Fight' }),
  'remove-characters': (c, _args, item) => {
    const missing = item.message.split(': ')[1]?.split(' ') ?? []
    return { ...c, title: [...c.title].filter((ch) => !missing.includes(ch)).join('') }
  },
  'layout-off-subject': (c, [label]) => {
    const layout = LAYOUTS.find((l) => l.label === label)
    if (!layout) throw new Error(`The advice names no layout the form offers: ${label}`)
    return { ...c, layout: layout.id }
  },
  'auto-layout': (c) =>
    nextAutoRun(c, { category: 'Gaming', prompt: 'A gamer shocked by a boss fight', seed: 2 }),
}

/** Each kind's wording with its blanks as capture groups, built from the check's own templates. */
const BLANK = '\u0000'
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const WORDINGS = ADVICE_KINDS.map((kind) => {
  const template = ADVICE[kind] as (...blanks: string[]) => string
  const text = template(...Array<string>(template.length).fill(BLANK))
  return { kind, pattern: new RegExp(`^${text.split(BLANK).map(literal).join('(.+?)')}$`) }
})

const seen = new Set<AdviceKind>()

function follow(c: PrepublishCase, item: Item): PrepublishCase | Promise<PrepublishCase> {
  for (const { kind, pattern } of WORDINGS) {
    const m = pattern.exec(item.fix ?? '')
    if (!m) continue
    seen.add(kind)
    return FOLLOW[kind](c, m.slice(1), item)
  }
  throw new Error(`Advice that is none of the check's kinds: ${item.fix}`)
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
    // The subject as a run found it on the picture: the title set over it.
    {
      name: 'title over a subject on the right',
      background: dark,
      title: 'Unbeatable Boss Fight Tonight',
      layout: 'text-right',
      subject: { box: { x: 0.6, y: 0.2, w: 0.32, h: 0.56 } },
    },
    {
      name: 'a subject filling the middle, no layout clear of it',
      background: dark,
      title: 'Unbeatable Boss Fight Tonight',
      layout: 'center-stack',
      subject: { box: { x: 0.2, y: 0.1, w: 0.6, h: 0.8 } },
    },
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
          const after = (await renderCase(await follow(current, problem))).check
          // A new run that found no subject would pass by saying nothing: the title must be judged.
          const judged = problem.code === 'title-on-subject' || problem.code === 'text-contrast'
          const settled = itemOf(after, problem.code)?.ok ?? !judged
          expect(settled, `${bad.name}: ${problem.fix}`).toBe(true)
        }
        const first = problems[0] as Item
        followed.push(first.fix ?? '')
        current = await follow(current, first)
      }
      const { check } = await renderCase(current)
      expect(check.status, `${bad.name} after: ${followed.join(' → ')}`).toBe('pass')
      expect(followed.length, bad.name).toBeGreaterThan(0)
    }
    // Every kind of advice the check has was given by some bad case and followed.
    expect([...seen].sort()).toEqual([...ADVICE_KINDS].sort())
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
