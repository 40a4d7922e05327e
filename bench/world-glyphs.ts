// Glyph checks and font memory for the `world` bench: whether a title has a character drawn as a
// missing-glyph box (or by a font that is not bundled), and what registering the fonts costs.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { declaredSubsets } from '#server/features/generator/compositor/font-coverage-source.ts'
import { ensureFonts, registerFonts, titleFont } from '#server/features/generator/compositor/fonts.ts'
import { undrawableCharacters } from '#shared/generator/font-coverage.ts'
import { SUBTITLE_FACES, TITLE_FACES } from '#shared/generator/font-faces.ts'

const SIZE = 80
const ctx = createCanvas(4 * SIZE, 2 * SIZE).getContext('2d')
/** A code point no font has: every face draws its missing-glyph box for it. */
const NOTDEF = '\u{10FFFD}'

const pixels = (font: string, text: string) => {
  ctx.clearRect(0, 0, 4 * SIZE, 2 * SIZE)
  ctx.font = font
  ctx.fillStyle = '#000'
  ctx.fillText(text, SIZE / 4, SIZE * 1.4)
  return Buffer.from(ctx.getImageData(0, 0, 4 * SIZE, 2 * SIZE).data)
}

/**
 * The characters of `title` that would come out as boxes: those no bundled face declares, and
 * those whose grapheme the title's font list draws unlike every bundled face alone (a host font
 * stood in), as that face's missing-glyph box, or not at all.
 */
export function tofuIn(title: string): string[] {
  const boxes = new Set(undrawableCharacters(title))
  ensureFonts(title, '')
  const families = TITLE_FACES.map((f) => f.family).filter((family) => GlobalFonts.has(family))
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(title)
  for (const { segment } of graphemes) {
    if (!segment.trim() || [...segment].some((ch) => boxes.has(ch))) continue
    const drawn = pixels(titleFont(SIZE), segment)
    // A grapheme with no ink at all is as lost as a box (an empty colour glyph, say).
    if (!drawn.some((byte, i) => i % 4 === 3 && byte > 0)) {
      boxes.add(segment)
      continue
    }
    const family = families.find((f) => drawn.equals(pixels(`${SIZE}px "${f}"`, segment)))
    if (!family) {
      boxes.add(segment)
      continue
    }
    const box = pixels(`${SIZE}px "${family}"`, NOTDEF)
    for (const ch of segment) if (pixels(`${SIZE}px "${family}"`, ch).equals(box)) boxes.add(ch)
  }
  return [...boxes]
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024)

/** One character from each subset of every face: a thread that had drawn every script there is. */
function everySubsetSample(): string {
  const faces = [...new Set([...TITLE_FACES, ...SUBTITLE_FACES])]
  return faces
    .flatMap((face) => declaredSubsets(face).map((s) => String.fromCodePoint(s.ranges[0]?.[0] ?? 65)))
    .join('')
}

/** In this (fresh) process: RSS with the Latin faces, then with each step's fonts drawn once. */
function measureRss(titles: string[]) {
  const draw = (text: string) => {
    ctx.font = titleFont(SIZE)
    ctx.fillText(text, 0, SIZE)
  }
  registerFonts()
  draw('H')
  const latin = rssMb()
  for (const title of titles) {
    ensureFonts(title, '')
    draw(title)
  }
  const worldTitles = rssMb()
  const sample = everySubsetSample()
  ensureFonts(sample, sample)
  draw(sample)
  return { latin, worldTitles, everySubset: rssMb() }
}

/**
 * The memory an image thread's fonts cost, measured in a child process of its own so that this
 * process's fonts and images do not count: RSS with only the Latin faces, after every world title's
 * fonts, and after a character of every subset of every face (the most a thread can ever load).
 */
export async function fontsRssFigures(titles: string[]) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'rss'], {
    input: JSON.stringify(titles),
    encoding: 'utf8',
  })
  const rss = JSON.parse(out) as ReturnType<typeof measureRss>
  return {
    fontsRssMb: rss,
    fontsRssAddedMb: { worldTitles: rss.worldTitles - rss.latin, everySubset: rss.everySubset - rss.latin },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'rss') {
  const { readFileSync } = await import('node:fs')
  process.stdout.write(JSON.stringify(measureRss(JSON.parse(readFileSync(0, 'utf8')))))
}
