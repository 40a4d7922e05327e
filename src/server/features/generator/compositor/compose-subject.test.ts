import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { LayoutId } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import { compose } from './compose.ts'
import { at, flat, frame, near, pixels, text } from './compose-test-support.ts'
import { toRect } from './frame.ts'

describe('compose: the subject layer', () => {
  const subjectBox = (id: LayoutId) => {
    const box = layoutById(id).subjectBox
    if (!box) throw new Error(`${id} has no subject box`)
    return toRect(box, 1280, 720)
  }

  it('cover-crops a photo into the subject box with an accent outline', async () => {
    const photo = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#00A040' } })
      .jpeg()
      .toBuffer()
    const result = await compose(
      frame({
        background: await flat('#202020', 1280, 720),
        layout: 'text-left',
        textOverlay: text({ title: '' }),
        subject: { image: photo, kind: 'photo' },
      }),
    )
    const image = await pixels(result.bytes)
    const box = subjectBox('text-left')
    expect(near(at(image, box.x + box.w / 2, box.y + box.h / 2), [0, 160, 64], 30)).toBe(true)
    // Cover, not contain: the tall photo fills the box's width too.
    expect(near(at(image, box.x + Math.round(box.w * 0.15), box.y + box.h / 2), [0, 160, 64], 30)).toBe(true)
    // Nothing of it outside the box.
    expect(near(at(image, box.x - 4, box.y + box.h / 2), [32, 32, 32], 12)).toBe(true)
  })

  it('contains an icon in the subject box, keeping its transparency, with a dark outline and no light rim', async () => {
    const icon = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="400"><circle cx="200" cy="200" r="150" fill="#00A040"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
    const colorScheme = { primary: '#FF0000', secondary: '#FFD400' }
    const result = await compose(
      frame({
        background: await flat('#606060', 1280, 720),
        layout: 'text-left',
        colorScheme,
        textOverlay: text({ title: 'Hidden Gem' }),
        subject: { image: icon, kind: 'icon' },
      }),
    )
    const image = await pixels(result.bytes)
    const box = subjectBox('text-left')
    const cx = Math.round(box.x + box.w / 2)
    const cy = Math.round(box.y + box.h / 2)
    expect(near(at(image, cx, cy), [0, 160, 64], 30)).toBe(true)
    // Transparent corners of the icon show the background, not a box.
    expect(near(at(image, box.x + box.w - 8, box.y + 8), [96, 96, 96], 12)).toBe(true)
    // Walking down from the centre: icon, then a dark ring like the title's outline. Nothing
    // lighter than the background around the icon: a light rim beside the title reads as a letter
    // at 168×94.
    let y = cy
    while (near(at(image, cx, y), [0, 160, 64], 60)) y++
    let ring = 0
    let light = 0
    for (let k = 0; k < 30; k++) {
      const [r, g, b] = at(image, cx, y + k)
      if (near([r, g, b], [0, 0, 0], 30)) ring++
      if (Math.max(r, g, b) > 110) light++
    }
    expect(ring).toBeGreaterThan(2)
    expect(light).toBe(0)
  })
})
