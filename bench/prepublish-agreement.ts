// `thumbs.prepublishAgreement` (issue 27, item 1): how often the pre-publish check's verdict agrees
// with OCR reading the title back at 168×94, over the thumbs fixtures as generated and 10 thumbnails
// made bad on purpose. A check that passes what cannot be read, or warns about what reads fine, is
// telling the creator something untrue.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createWorker } from 'tesseract.js'
import { plainTitle } from '#server/features/generator/compositor/accent.ts'
import { STAMP_CORNER } from '#shared/generator/layouts.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import {
  busyBackground,
  offlineBackground,
  type PrepublishCase,
  plainBackground,
  renderCase,
} from '#tests/support/prepublish-cases.ts'

export interface CheckedThumb {
  name: string
  title: string
  bytes: Buffer
  check: PrepublishCheck | null
}

/** Ten ways to make a thumbnail hard to read, and a few that only look risky. */
async function badCases(): Promise<PrepublishCase[]> {
  const gaming = await offlineBackground('Gaming', 'A gamer shocked by a boss fight')
  const cooking = await offlineBackground('Food & Cooking', 'Crispy sourdough loaf', 3)
  const busy = await busyBackground()
  const grey = await plainBackground('#808080')
  const dark = await plainBackground('#202030')
  const small = { x: 420, y: 300, w: 180, h: 60 }
  return [
    { name: 'tiny title', background: gaming, title: 'Boss Fight', titleArea: small },
    { name: 'fixed small size', background: cooking, title: 'Perfect Sourdough', textSize: 'small' },
    { name: 'title on a busy patch', background: busy, title: 'Boss Fight' },
    { name: 'tiny title on a busy patch', background: busy, title: 'Boss Fight', titleArea: small },
    { name: 'no title', background: gaming, title: '' },
    {
      name: 'title in the stamp corner',
      background: dark,
      title: 'Boss Fight',
      titleArea: { x: 1000, y: 560, w: 250, h: 130 },
    },
    { name: 'grey title on grey', background: grey, title: 'Boss Fight', textColor: '#8A8A8A' },
    {
      name: 'tiny grey title on grey',
      background: grey,
      title: 'Boss Fight',
      textColor: '#8A8A8A',
      titleArea: small,
    },
    {
      name: 'eleven words',
      background: cooking,
      title: 'The Complete Beginner Guide To Baking Sourdough Bread At Home Today',
    },
    { name: 'black title on a dark picture', background: gaming, title: 'Boss Fight', textColor: '#000000' },
  ]
}

/** YouTube's video-length badge, as every thumbnail wears it in the feed (its digits left out: they are not the title). */
async function withStamp(bytes: Buffer): Promise<Buffer> {
  const { width = 1280, height = 720 } = await sharp(bytes).metadata()
  const x = Math.round((STAMP_CORNER.x + 0.005) * width)
  const y = Math.round((STAMP_CORNER.y + 0.005) * height)
  const w = Math.round(width * 0.975) - x
  const h = Math.round(height * 0.955) - y
  const badge = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${Math.round(h * 0.2)}" fill="black" fill-opacity="0.8"/></svg>`,
  )
  return sharp(bytes)
    .composite([{ input: badge, left: x, top: y }])
    .png()
    .toBuffer()
}

const normalise = (text: string) => text.replace(/\|/g, 'I').replace(/\s+/g, ' ').trim().toUpperCase()

/**
 * The title's character error where it best matches within what OCR read: text OCR finds in the
 * picture around the title (an icon, a busy patch) is not the title misread. Edit distance with a
 * free start and end in the read text (Sellers' approximate match).
 */
export function titleErrorIn(read: string, title: string): number {
  const want = normalise(plainTitle(title))
  const text = normalise(read)
  let previous = new Array<number>(text.length + 1).fill(0)
  for (let i = 1; i <= want.length; i++) {
    const current = [i]
    for (let j = 1; j <= text.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (want[i - 1] === text[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return Math.min(...previous) / Math.max(1, want.length)
}

/**
 * The items that say whether the title can be read at the feed's size; word count and the title's
 * place on the subject are about taking it in and composition, which OCR cannot judge.
 */
const READING_ITEMS = new Set(['no-title', 'title-glyphs', 'title-size', 'text-contrast', 'safe-area'])
const readsAs = (check: PrepublishCheck | null) =>
  check?.items.every((item) => item.ok || !READING_ITEMS.has(item.code)) ?? false

export async function prepublishAgreement(fixtures: CheckedThumb[]) {
  const bad: CheckedThumb[] = []
  for (const c of await badCases()) bad.push({ name: c.name, title: c.title, ...(await renderCase(c)) })
  const all = [...fixtures, ...bad]
  const require = createRequire(import.meta.url)
  const langPath = `${path.dirname(require.resolve('@tesseract.js-data/eng/package.json'))}/4.0.0_best_int`
  const cachePath = mkdtempSync(path.join(tmpdir(), 'thumbforge-ocr-'))
  const worker = await createWorker('eng', 1, { langPath, gzip: true, cachePath })
  const dir = process.env.BENCH_THUMBS_DIR
  if (dir) mkdirSync(dir, { recursive: true })
  try {
    let agree = 0
    let agreeOverall = 0
    const disagreements: { name: string; verdict: string; read: string; cer: number }[] = []
    for (const [i, thumb] of all.entries()) {
      // As thumbs.legible168 reads it: shrink to the sidebar's size, enlarge ×4 (cubic), read.
      const small = await sharp(await withStamp(thumb.bytes))
        .resize(168, 94, { fit: 'fill' })
        .png()
        .toBuffer()
      if (dir) writeFileSync(path.join(dir, `agreement-${String(i).padStart(2, '0')}.png`), small)
      const enlarged = sharp(small).resize(672, 376, { kernel: 'cubic' })
      // Tesseract reads dark on light best: light letters get a second try, inverted.
      const reads = [
        (await worker.recognize(await enlarged.clone().png().toBuffer())).data.text,
        (await worker.recognize(await enlarged.clone().negate({ alpha: false }).png().toBuffer())).data.text,
      ]
      // A thumbnail without a title has nothing to read: it is never 'legible'.
      const cer = thumb.title.trim() ? Math.min(...reads.map((read) => titleErrorIn(read, thumb.title))) : 1
      const legible = cer <= 0.2
      if (legible === (thumb.check?.status === 'pass')) agreeOverall++
      if (legible === readsAs(thumb.check)) agree++
      else {
        disagreements.push({
          name: thumb.name,
          verdict: readsAs(thumb.check) ? 'reads' : 'does not read',
          read: reads.map((read) => read.replace(/\s+/g, ' ').trim()).join(' / '),
          cer: Math.round(cer * 100) / 100,
        })
      }
    }
    return {
      prepublishAgreement: Math.round((agree / all.length) * 1000) / 1000,
      prepublishAgreementOverall: Math.round((agreeOverall / all.length) * 1000) / 1000,
      prepublishCases: all.length,
      prepublishDisagreements: disagreements,
    }
  } finally {
    await worker.terminate()
    rmSync(cachePath, { recursive: true, force: true })
  }
}
