import { describe, expect, it } from 'vitest'
import { hueDistance, isNeutral, toOklch } from './offline-colour.ts'
import { extractStylePalette } from './style-palette.ts'

type Rgb = [number, number, number]

/** A 64×36 RGB picture painted in horizontal bands: each [colour, share of the rows]. */
function banded(bands: [Rgb, number][], channels: 3 | 4 = 3): Uint8Array {
  const width = 64
  const height = 36
  const data = new Uint8Array(width * height * channels)
  let row = 0
  for (const [colour, share] of bands) {
    const rows = Math.round(height * share)
    for (let y = row; y < Math.min(height, row + rows); y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * channels
        data.set(channels === 4 ? [...colour, 255] : colour, at)
      }
    }
    row += rows
  }
  return data
}

/** A little deterministic grain, as a real photo's compression leaves. */
function grain(data: Uint8Array, amount: number): Uint8Array {
  let seed = 7
  return data.map((v) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return Math.max(0, Math.min(255, v + ((seed % (2 * amount + 1)) - amount)))
  })
}

describe('extractStylePalette', () => {
  it('takes a red accent and a near-black background from a red-and-black thumbnail', () => {
    const palette = extractStylePalette(
      grain(
        banded([
          [[12, 8, 8], 0.6],
          [[220, 20, 30], 0.3],
          [[250, 250, 250], 0.1],
        ]),
        6,
      ),
      3,
    )
    expect(hueDistance(palette.primary, '#e01420')).toBeLessThan(10)
    expect(toOklch(palette.primary).c).toBeGreaterThan(0.15)
    expect(toOklch(palette.background).l).toBeLessThan(0.2)
    // The white title area seconds the red.
    expect(toOklch(palette.secondary).l).toBeGreaterThan(0.85)
  })

  it('seconds the accent with another hue when the picture has one, not with its own edge', () => {
    const palette = extractStylePalette(
      grain(
        banded([
          [[8, 10, 20], 0.5],
          [[255, 120, 0], 0.2],
          // The orange's darker edge: the same hue, so never the second colour.
          [[120, 56, 0], 0.1],
          [[20, 90, 230], 0.2],
        ]),
        4,
      ),
      3,
    )
    // The blue is the more saturated (OKLCH chroma), so it leads; the orange seconds it.
    expect(hueDistance(palette.primary, '#145ae6')).toBeLessThan(12)
    expect(hueDistance(palette.secondary, '#ff7800')).toBeLessThan(12)
    expect(toOklch(palette.secondary).l).toBeGreaterThan(0.6)
  })

  it('gives a neutral scheme for a grayscale picture', () => {
    const palette = extractStylePalette(
      grain(
        banded([
          [[20, 20, 20], 0.5],
          [[128, 128, 128], 0.3],
          [[230, 230, 230], 0.2],
        ]),
        8,
      ).map((v, i, all) => all[i - (i % 3)] ?? v),
      3,
    )
    expect(isNeutral(palette.background)).toBe(true)
    expect(isNeutral(palette.primary)).toBe(true)
    expect(isNeutral(palette.secondary)).toBe(true)
    expect(toOklch(palette.background).l).toBeLessThan(toOklch(palette.secondary).l)
    expect(toOklch(palette.secondary).l).toBeLessThan(toOklch(palette.primary).l)
  })

  it('picks the most saturated colour with a real share, not a speck', () => {
    const palette = extractStylePalette(
      banded([
        [[10, 14, 30], 0.55],
        [[30, 200, 90], 0.25],
        [[120, 110, 100], 0.19],
        // One row of pure magenta: under the accent's minimum share.
        [[255, 0, 255], 1 / 36],
      ]),
      3,
    )
    expect(hueDistance(palette.primary, '#1ec85a')).toBeLessThan(10)
    expect(toOklch(palette.background).l).toBeLessThan(0.3)
  })

  it('keeps a light picture light: its light ground, its strongest colour as the accent', () => {
    const palette = extractStylePalette(
      grain(
        banded([
          [[250, 220, 120], 0.7],
          [[40, 120, 230], 0.3],
        ]),
        6,
      ),
      3,
    )
    // A bright yellow reference once gave a dark olive ground (issue 27).
    expect(toOklch(palette.background).l).toBeGreaterThan(0.8)
    expect(hueDistance(palette.background, '#fadc78')).toBeLessThan(10)
    expect(hueDistance(palette.primary, '#2878e6')).toBeLessThan(12)
  })

  it('keeps a sky-blue reference light, its red as the accent', () => {
    const palette = extractStylePalette(
      banded([
        [[150, 200, 235], 0.5],
        [[255, 255, 255], 0.3],
        [[230, 60, 40], 0.2],
      ]),
      3,
    )
    expect(toOklch(palette.background).l).toBeGreaterThanOrEqual(0.74)
    expect(hueDistance(palette.primary, '#e63c28')).toBeLessThan(12)
  })

  it('is deterministic and reads RGBA, skipping transparent pixels', () => {
    const rgba = banded(
      [
        [[12, 8, 8], 0.5],
        [[220, 20, 30], 0.5],
      ],
      4,
    )
    // The first rows made transparent: their colour must not count.
    for (let i = 0; i < 64 * 4 * 4; i += 4) rgba.set([0, 255, 0, 0], i)
    const first = extractStylePalette(rgba, 4)
    expect(extractStylePalette(rgba, 4)).toEqual(first)
    expect(hueDistance(first.primary, '#e01420')).toBeLessThan(10)
  })

  it('answers a neutral scheme for a picture with no opaque pixel', () => {
    const palette = extractStylePalette(new Uint8Array(16), 4)
    expect([palette.background, palette.primary, palette.secondary].every(isNeutral)).toBe(true)
  })
})
