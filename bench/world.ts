// The `world` figures for `npm run bench` (issue 26's bars): titles in every bundled script, made
// offline with default settings and only a title, read back by Tesseract with each language's own
// data at 640×360; how tall their lines are; and whether any character came out as a missing-glyph box.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { plainTitle } from '#server/features/generator/compositor/accent.ts'
import { OUTLINE_OF_CAP } from '#server/features/generator/compositor/type-fit.ts'
import { type BenchThumb, generateBenchThumbs, levenshtein, median, round } from './thumbs.ts'
import { fontsRssFigures, tofuIn } from './world-glyphs.ts'

interface WorldFixture {
  script: string
  /** Tesseract's language data, '+'-joined for a mixed title ('hin+eng'). */
  lang: string
  /** Intl.Segmenter's locale, to count words in scripts written without spaces. */
  locale: string
  category: string
  prompt: string
  title: string
}

export const worldTitles: WorldFixture[] = JSON.parse(
  readFileSync(new URL('./fixtures/world-titles.json', import.meta.url), 'utf8'),
).titles

type WorldThumb = BenchThumb & WorldFixture

/** Debian's tesseract-ocr-* packages put their data here (`.ci/run` installs them). */
const TESSDATA = process.env.TESSDATA_PREFIX ?? '/usr/share/tesseract-ocr/5/tessdata'
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu

/**
 * What a reader must get back: the title without accent marks or emoji (no OCR data reads a
 * pictograph), compared without whitespace (Tesseract spaces CJK out, and Thai has none) and case.
 */
const normalise = (text: string) => text.normalize('NFC').replace(EMOJI, '').replace(/\s+/g, '').toUpperCase()

export function worldCharacterErrorRate(read: string, title: string): number {
  const expected = normalise(plainTitle(title))
  return levenshtein(normalise(read), expected) / Math.max(1, expected.length)
}

/** Words as the language splits them: '最強のラーメンを作る' is five, not one. */
export function wordCount(title: string, locale: string): number {
  const segments = new Intl.Segmenter(locale, { granularity: 'word' }).segment(plainTitle(title))
  return [...segments].filter((s) => s.isWordLike).length
}

/**
 * Each title line's height: its box less the margin type-fit leaves around the ink for the outline
 * and the drop shadow (half the outline, the shadow's offset and 1.6 blurs, all in cap heights).
 */
function lineHeights(thumb: WorldThumb): number[] {
  const cap = thumb.titleLetterHeightPx ?? 0
  const margin = Math.ceil(cap * (OUTLINE_OF_CAP / 2 + 0.045 + 1.6 * 0.07)) + 2
  return thumb.textRects.filter((r) => r.kind === 'title').map((r) => r.rect.h - 2 * margin)
}

function installedLanguages(): Set<string> {
  try {
    const listed = execFileSync('tesseract', ['--list-langs', '--tessdata-dir', TESSDATA], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return new Set(listed.split('\n').slice(1).filter(Boolean))
  } catch {
    return new Set()
  }
}

/** Shrunk to 640×360, as a small player shows it, and read as one block of text. */
type Way = 'negative' | 'grey' | 'dark ink'

/**
 * One OCR read of the title at 640×360. Tesseract wants dark letters on light: a white title in a
 * dark outline reads in the grey negative; a dark title in a light outline (a light offline
 * picture) as it is, or with only its dark ink kept (the outline's light ring and the shadow
 * beyond it otherwise read as hollow letters).
 */
async function readTitle(thumb: WorldThumb, way: Way): Promise<string> {
  const grey = sharp(thumb.bytes).resize(640, 360, { fit: 'fill' }).greyscale()
  const prepared = way === 'negative' ? grey.negate() : way === 'dark ink' ? grey.threshold(96) : grey
  const image = await prepared.png().toBuffer()
  return execFileSync(
    'tesseract',
    ['stdin', 'stdout', '-l', thumb.lang, '--psm', '6', '--tessdata-dir', TESSDATA],
    {
      input: image,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    },
  )
}

async function legibility(thumbs: WorldThumb[]) {
  const languages = installedLanguages()
  const misses: { script: string; title: string; read: string; cer: number }[] = []
  const missingData = new Set<string>()
  let legible = 0
  for (const thumb of thumbs) {
    const needed = thumb.lang.split('+')
    for (const lang of needed) if (!languages.has(lang)) missingData.add(lang)
    if (!needed.every((lang) => languages.has(lang))) {
      misses.push({ script: thumb.script, title: thumb.title, read: '(no language data)', cer: 1 })
      continue
    }
    // Tesseract reads dark letters on light. A white title in a dark outline reads in the grey
    // negative; a dark title in a light outline (a light offline picture) as it is: the better read.
    const reads = await Promise.all(
      ['negative', 'grey', 'dark ink'].map((way) => readTitle(thumb, way as Way)),
    )
    const [read, cer] = reads
      .map((text) => [text, worldCharacterErrorRate(text, thumb.title)] as const)
      .reduce((best, next) => (next[1] < best[1] ? next : best))
    if (cer <= 0.25) legible++
    else
      misses.push({
        script: thumb.script,
        title: thumb.title,
        read: read.replace(/\s+/g, ' ').trim(),
        cer: round(cer, 2),
      })
  }
  return { share: round(legible / thumbs.length), misses, missingData: [...missingData] }
}

/** BENCH_WORLD_DIR=path also writes each thumbnail there, numbered in fixture order. */
function dumpThumbs(thumbs: WorldThumb[]) {
  const dir = process.env.BENCH_WORLD_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  thumbs.forEach((t, i) => {
    const name = `${String(i).padStart(2, '0')}-${t.script.replace(/[^a-z]+/gi, '-').toLowerCase()}.jpg`
    writeFileSync(path.join(dir, name), t.bytes)
  })
}

/** The world titles through the real offline path, for the bench and the contact sheet. */
export async function generateWorldThumbs(): Promise<WorldThumb[]> {
  return (await generateBenchThumbs(worldTitles, false)).thumbs
}

export async function worldFigures() {
  const thumbs = await generateWorldThumbs()
  dumpThumbs(thumbs)
  const at640 = await legibility(thumbs)
  const short = thumbs.filter((t) => wordCount(t.title, t.locale) <= 5)
  const tofu = thumbs.map((t) => ({ title: t.title, boxes: tofuIn(t.title) })).filter((t) => t.boxes.length)
  return {
    titles: thumbs.length,
    scripts: new Set(thumbs.map((t) => t.script)).size,
    legible640: at640.share,
    titleHeight: round(median(short.flatMap((t) => lineHeights(t).map((h) => h / t.height)))),
    tofu: tofu.length,
    ...(await fontsRssFigures(thumbs.map((t) => t.title))),
    targets: { legible640: 0.95, titleHeight: 0.16, tofu: 0 },
    unreadAt640: at640.misses,
    ...(at640.missingData.length ? { missingOcrData: at640.missingData } : {}),
    ...(tofu.length ? { tofuTitles: tofu } : {}),
  }
}
