import { describe, expect, it } from 'vitest'
import { OVERLAY_STYLES } from '#shared/generator/defaults.ts'
import { compose } from './compose.ts'
import { at, flat, frame, near, overlay, pixels, text, texture } from './compose-test-support.ts'
import { overlayRect } from './regions.ts'

describe('compose: overlays feather into the picture', () => {
  /** Mean absolute difference per column (or row) between two frames. */
  async function profile(a: Buffer, b: Buffer, axis: 'x' | 'y') {
    const [pa, pb] = [await pixels(a), await pixels(b)]
    const length = axis === 'x' ? pa.width : pa.height
    const other = axis === 'x' ? pa.height : pa.width
    const out: number[] = []
    for (let i = 0; i < length; i++) {
      let sum = 0
      for (let j = 0; j < other; j++) {
        const [x, y] = axis === 'x' ? [i, j] : [j, i]
        const p = at(pa, x, y)
        const q = at(pb, x, y)
        sum += Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2])
      }
      out.push(sum / other)
    }
    return out
  }
  const maxStep = (values: number[]) =>
    Math.max(...values.slice(1).map((v, i) => Math.abs(v - (values[i] ?? 0))))

  it('leaves no seam where a blur at the left meets the sharp picture', async () => {
    const background = await texture(1280, 720)
    const plain = await compose(frame({ background, textOverlay: text({ title: '' }) }))
    const blurred = await compose(
      frame({
        background,
        overlay: overlay({ style: 'blur', position: 'left', opacity: 100 }),
        textOverlay: text({ title: '' }),
      }),
    )
    const columns = await profile(plain.bytes, blurred.bytes, 'x')
    const region = overlayRect('left', 1280, 720)
    expect(Math.max(...columns.slice(0, region.w / 2))).toBeGreaterThan(40)
    expect(columns[region.w + 2]).toBeLessThan(1)
    // The blur fades out column by column: no jump of more than a twentieth of its strength.
    expect(maxStep(columns)).toBeLessThan(Math.max(...columns) / 20)
  })

  it('fades a bottom gradient with a white end to nothing at its inner edge: no milky band', async () => {
    const background = await texture(1280, 720)
    const plain = await compose(frame({ background, textOverlay: text({ title: '' }) }))
    const graded = await compose(
      frame({
        background,
        overlay: overlay({
          style: 'gradient',
          position: 'bottom',
          gradientStart: '#000000',
          gradientEnd: '#FFFFFF',
          opacity: 90,
        }),
        textOverlay: text({ title: '' }),
      }),
    )
    const rows = await profile(plain.bytes, graded.bytes, 'y')
    const region = overlayRect('bottom', 1280, 720)
    expect(rows[region.y + 1]).toBeLessThan(4)
    expect(maxStep(rows)).toBeLessThan(Math.max(...rows) / 20)
  })

  it('paints every overlay style inside its region only', async () => {
    const background = await flat('#808080')
    for (const style of OVERLAY_STYLES.filter((s) => s !== 'none')) {
      const result = await compose(
        frame({
          background,
          overlay: overlay({
            style,
            position: 'top',
            color: '#FF0000',
            gradientStart: '#FF0000',
            gradientEnd: '#0000FF',
            opacity: 80,
          }),
          textOverlay: text({ title: '' }),
        }),
      )
      const region = overlayRect('top', 1280, 720)
      const image = await pixels(result.bytes)
      const changed = (from: number, to: number) => {
        let count = 0
        for (let y = from; y < to; y++)
          for (let x = 0; x < 1280; x++) if (!near(at(image, x, y), [128, 128, 128], 24)) count++
        return count
      }
      expect(changed(0, 40), style).toBeGreaterThan(0)
      expect(changed(region.h + 2, 720), style).toBe(0)
    }
  })
})
