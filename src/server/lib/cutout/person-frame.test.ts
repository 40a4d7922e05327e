import { readFileSync } from 'node:fs'
import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { personFixtures } from '../../../../tests/support/person-composites.ts'
import { findFace, framingRect, headFromFace } from './person-frame.ts'

const SLOW = 60_000

/** A picture over mid-grey, as RGB bytes. */
async function rgbOf(png: Buffer) {
  const { data, info } = await sharp(png)
    .flatten({ background: '#808080' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { rgb: data, width: info.width, height: info.height }
}

/**
 * A person as a mask: a round head (hair from y=20, chin at 120) on a neck and wide shoulders
 * that go on to the picture's bottom (y=350), 300 wide.
 */
function personMask() {
  const width = 300
  const height = 350
  const alpha = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const head = (x - 150) ** 2 / 55 ** 2 + (y - 70) ** 2 / 50 ** 2 <= 1
      const neck = y >= 110 && y < 140 && Math.abs(x - 150) < 25
      const body = y >= 140 && Math.abs(x - 150) < 60 + (y - 140)
      if (head || neck || body) alpha[y * width + x] = 255
    }
  }
  return { alpha, width, height }
}

describe('findFace', () => {
  it('finds a face in every fixture that shows one, and none in pictures of no one', {
    timeout: SLOW,
  }, async () => {
    for (const person of personFixtures()) {
      const { rgb, width, height } = await rgbOf(person.png)
      const face = await findFace(rgb, width, height, { x: 0, y: 0, w: width, h: height })
      // The boy kicking a ball looks down under his cap: no face to find.
      if (person.name === 'boy-soccer') expect(face).toBeNull()
      else expect(face?.score, person.name).toBeGreaterThanOrEqual(0.2)
    }
    for (const name of ['logo', 'landscape', 'product']) {
      const png = readFileSync(new URL(`../../../../tests/fixtures/no-person/${name}.png`, import.meta.url))
      const { rgb, width, height } = await rgbOf(png)
      expect(await findFace(rgb, width, height), name).toBeNull()
    }
  })
})

/** The ways an old or artistic portrait loses what a colour snapshot has (issue 27's follow-up). */
const prints = {
  // A faded black-and-white print: grey, its tones squeezed into the middle third.
  'faded grey': (picture: Sharp) => picture.greyscale().linear(0.5, 64),
  sepia: (picture: Sharp) =>
    picture.recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ]),
}

async function asPrint(png: Buffer, print: keyof typeof prints) {
  const flat = await sharp(png).flatten({ background: '#808080' }).removeAlpha().png().toBuffer()
  return rgbOf(await prints[print](sharp(flat)).toColourspace('srgb').png().toBuffer())
}

describe('findFace on grey, sepia and faded portraits', () => {
  // The singer (a posterised trace whose face scores about 0.3 even in colour) is still missed
  // without its colour: decision 046.
  const faces = personFixtures().filter((person) => !['boy-soccer', 'man-singing'].includes(person.name))

  it('finds the face that the colour photo shows, and still none in pictures of no one', {
    timeout: 4 * SLOW,
  }, async () => {
    for (const print of Object.keys(prints) as Array<keyof typeof prints>) {
      for (const person of faces) {
        const { rgb, width, height } = await asPrint(person.png, print)
        const face = await findFace(rgb, width, height, { x: 0, y: 0, w: width, h: height })
        expect(face?.score, `${person.name}, ${print}`).toBeGreaterThanOrEqual(0.2)
      }
      for (const name of ['logo', 'landscape', 'product']) {
        const png = readFileSync(new URL(`../../../../tests/fixtures/no-person/${name}.png`, import.meta.url))
        const { rgb, width, height } = await asPrint(png, print)
        expect(await findFace(rgb, width, height), `${name}, ${print}`).toBeNull()
      }
    }
  })
})

describe('framing', () => {
  const { alpha, width, height } = personMask()
  // What the detector answers for such a head: brows to chin.
  const head = headFromFace({ x: 105, y: 50, w: 90, h: 70 }, alpha, width, height)

  it('takes the head from the top of the hair to the chin', () => {
    expect(head.top).toBe(20)
    expect(head.chin).toBe(120)
  })

  it('frames head, chest-up and waist-up deeper in turn, the head filling less of each', () => {
    const rects = (['head', 'chest', 'waist'] as const).map((framing) =>
      framingRect(head, framing, alpha, width, height),
    )
    const [tight, chest, waist] = rects as [(typeof rects)[0], (typeof rects)[0], (typeof rects)[0]]
    // Just above the hair, every time.
    for (const rect of rects) expect(rect.top).toBe(10)
    expect(tight.height).toBeLessThan(chest.height)
    expect(chest.height).toBeLessThan(waist.height)
    // Chest-up: the head (100 px) is at least 0.35 of the crop once the crop fills 0.92 of a frame.
    expect((100 / chest.height) * 0.92).toBeGreaterThanOrEqual(0.35)
    // Across: the person's own pixels in those rows, wider as the shoulders widen.
    expect(chest.width).toBeGreaterThan(tight.width)
  })

  it("stops at the person's own bottom when the photo ends first", () => {
    const waist = framingRect(head, 'waist', alpha, width, height)
    expect(waist.top + waist.height).toBe(height)
  })
})
