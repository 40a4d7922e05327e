import { readdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { offlineImageProvider } from '#server/providers/ai/offline.ts'
import { DEFAULT_COLOR_SCHEME } from '#shared/generator/defaults.ts'

/**
 * The cut-out bar's ground truth (issue 11): the people in tests/fixtures/people (public domain,
 * see tests/fixtures/README.md), each placed over two of twelve backgrounds (procedural gradients,
 * noise, the offline renderer's backgrounds), so the known mask is each person's own alpha.
 */
export interface PersonComposite {
  name: string
  /** A JPEG, as a creator's photo would be. */
  photo: Buffer
  width: number
  height: number
  /** 1 where the person is (their alpha at or above half), row-major. */
  mask: Uint8Array
}

const PEOPLE_DIR = new URL('../fixtures/people/', import.meta.url)

export const personFixtures = () =>
  readdirSync(PEOPLE_DIR)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => ({ name: name.replace(/\.png$/, ''), png: readFileSync(new URL(name, PEOPLE_DIR)) }))

/** A seeded generator, so every run builds the same pictures. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

type BackgroundKind = 'gradient' | 'noise' | 'offline'
const OFFLINE_CATEGORIES = ['Gaming', 'Tech', 'Travel', 'Fitness']

async function background(
  kind: BackgroundKind,
  index: number,
  width: number,
  height: number,
): Promise<Buffer> {
  if (kind === 'offline') {
    const category = OFFLINE_CATEGORIES[index % OFFLINE_CATEGORIES.length] as string
    const request = {
      prompt: `${category} video`,
      category,
      colorScheme: DEFAULT_COLOR_SCHEME,
      seed: index,
      width,
      height,
    }
    return (await offlineImageProvider.generate(request)).bytes
  }
  const random = seeded(index * 7919 + 17)
  const from = [random() * 255, random() * 255, random() * 255]
  const to = [random() * 255, random() * 255, random() * 255]
  const angle = random() * Math.PI
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along =
        kind === 'gradient'
          ? ((x / width) * Math.cos(angle) + (y / height) * Math.sin(angle) + 1) / 2.5
          : 0.5 + 0.5 * Math.sin(x / 37 + Math.cos(y / 53) * 3)
      for (let c = 0; c < 3; c++) {
        const base = (from[c] as number) * (1 - along) + (to[c] as number) * along
        const grain = kind === 'noise' ? (random() - 0.5) * 90 : 0
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, base + grain))
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/**
 * Every person over two backgrounds (one on the left third, one on the right), feet or shoulders
 * on the bottom edge as in a real photo, at most 80% wide and 85% high. `limit` builds fewer.
 */
export async function personComposites(
  options: { width?: number; height?: number; limit?: number } = {},
): Promise<PersonComposite[]> {
  const width = options.width ?? 1024
  const height = options.height ?? 768
  const kinds: BackgroundKind[] = ['gradient', 'noise', 'offline']
  const out: PersonComposite[] = []
  let index = 0
  for (const person of personFixtures()) {
    for (const side of [0.3, 0.7]) {
      if (options.limit !== undefined && out.length >= options.limit) return out
      const kind = kinds[index % kinds.length] as BackgroundKind
      const placed = await sharp(person.png)
        .resize(Math.round(width * 0.8), Math.round(height * 0.85), { fit: 'inside' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const { width: pw, height: ph } = placed.info
      const left = Math.round((width - pw) * side)
      const top = height - ph
      const photo = await sharp(await background(kind, index, width, height))
        .resize(width, height)
        .composite([{ input: placed.data, raw: { width: pw, height: ph, channels: 4 }, left, top }])
        .jpeg({ quality: 90 })
        .toBuffer()
      const mask = new Uint8Array(width * height)
      for (let y = 0; y < ph; y++) {
        for (let x = 0; x < pw; x++) {
          if ((placed.data[(y * pw + x) * 4 + 3] as number) >= 128) mask[(y + top) * width + x + left] = 1
        }
      }
      out.push({
        name: `${person.name}-${kind}-${side < 0.5 ? 'left' : 'right'}`,
        photo,
        width,
        height,
        mask,
      })
      index++
    }
  }
  return out
}

/** Intersection over union of a cut-out's alpha (at or above half) and the known mask. */
export function maskIoU(alpha: Uint8Array, mask: Uint8Array): number {
  let intersection = 0
  let union = 0
  for (let i = 0; i < mask.length; i++) {
    const inCut = (alpha[i] as number) >= 128 ? 1 : 0
    const inMask = mask[i] as number
    intersection += inCut & inMask
    union += inCut | inMask
  }
  return union === 0 ? 1 : intersection / union
}

/** The alpha plane of a cut-out PNG. */
export async function alphaOf(png: Buffer): Promise<Uint8Array> {
  return sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer()
}
