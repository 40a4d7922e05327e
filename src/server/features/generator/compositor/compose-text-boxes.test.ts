import { describe, expect, it } from 'vitest'
import { LAYOUT_IDS } from '#shared/generator/defaults.ts'
import { EDGE_MARGIN, layoutById, STAMP_CORNER } from '#shared/generator/layouts.ts'
import { compose } from './compose.ts'
import { changedPoints, flat, frame, inside, pixels, TITLES, text } from './compose-test-support.ts'
import { toRect, typesetArea } from './frame.ts'

describe('compose: type stays in its boxes', () => {
  it('keeps every text pixel inside the drawn boxes, inside the layout text box, out of the stamp corner and the edge margin — every layout, titles of 1 to 8 words', {
    timeout: 300_000,
  }, async () => {
    const backgrounds = {
      landscape: await flat('#404040', 1280, 720),
      portrait: await flat('#404040', 1080, 1920),
    }
    for (const id of LAYOUT_IDS) {
      const layout = layoutById(id)
      const [width, height] = layout.aspect === '16:9' ? [1280, 720] : [1080, 1920]
      const area = typesetArea(layout.textBox, width, height)
      const stamp = toRect(STAMP_CORNER, width, height)
      for (const [n, title] of TITLES.entries()) {
        const result = await compose(
          frame({
            background: layout.aspect === '16:9' ? backgrounds.landscape : backgrounds.portrait,
            width,
            height,
            layout: id,
            scrim: false,
            textOverlay: text({ title, subtitle: n % 2 ? 'with a subtitle on its plate' : '' }),
          }),
        )
        const label = `${id} "${title}"`
        expect(result.layout).toBe(id)
        for (const { rect } of result.textRects) {
          expect(rect.x >= area.x && rect.y >= area.y, label).toBe(true)
          expect(rect.x + rect.w <= area.x + area.w && rect.y + rect.h <= area.y + area.h, label).toBe(true)
        }
        const image = await pixels(result.bytes)
        const points = changedPoints(image, '#404040')
        expect(points.length, label).toBeGreaterThan(500)
        const strays = points.filter(([x, y]) => !result.textRects.some(({ rect }) => inside(rect, x, y)))
        expect(strays.length, `${label}: ${strays.length} pixels outside the boxes`).toBe(0)
        const mx = Math.ceil(EDGE_MARGIN * width)
        const my = Math.ceil(EDGE_MARGIN * height)
        const unsafe = points.filter(
          ([x, y]) => inside(stamp, x, y) || x < mx || y < my || x >= width - mx || y >= height - my,
        )
        expect(unsafe.length, `${label}: pixels in the stamp corner or the margin`).toBe(0)
      }
    }
  })

  it('wraps a 120-character title onto at most 3 lines, cut with an ellipsis, inside its box', async () => {
    const title =
      'This Is The Longest Thumbnail Title Anyone Has Ever Written For A Video About Making Sourdough Bread At Home'
        .padEnd(120, '!')
        .slice(0, 120)
    const result = await compose(frame({ background: await flat('#202020'), textOverlay: text({ title }) }))
    const titles = result.textRects.filter((r) => r.kind === 'title')
    expect(titles.length).toBeGreaterThanOrEqual(2)
    expect(titles.length).toBeLessThanOrEqual(3)
    const area = typesetArea(layoutById(result.layout).textBox, 1280, 720)
    for (const { rect } of titles) expect(rect.x + rect.w).toBeLessThanOrEqual(area.x + area.w)
  })
})
