import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_COLOR_SCHEME } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import { offlineImageProvider, offlineTextProvider } from './offline.ts'
import { writeOfflinePrompt } from './offline-enhance.ts'

const request = (seed: number, category = 'Gaming') => ({
  prompt: 'anything',
  category,
  colorScheme: DEFAULT_COLOR_SCHEME,
  seed,
  width: 1280,
  height: 720,
})

describe('offline image provider', () => {
  it('draws the same background for the same seed and a different one for another seed', async () => {
    const a = await offlineImageProvider.generate(request(7))
    const again = await offlineImageProvider.generate(request(7))
    const other = await offlineImageProvider.generate(request(8))
    expect(Buffer.compare(a.bytes, again.bytes)).toBe(0)
    expect(Buffer.compare(a.bytes, other.bytes)).not.toBe(0)
    const meta = await sharp(a.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([1280, 720])
  })

  it('uses the chosen colours when the scheme is not left to the AI', async () => {
    const red = await offlineImageProvider.generate({
      ...request(1, 'Education'),
      colorScheme: {
        ...DEFAULT_COLOR_SCHEME,
        primary: '#FF0000',
        secondary: '#FF0000',
        background: '#FF0000',
        aiSuggest: false,
      },
    })
    const stats = await sharp(red.bytes).stats()
    const [r, g] = stats.channels
    expect((r?.mean ?? 0) - (g?.mean ?? 0)).toBeGreaterThan(60)
  })

  it("draws for the request's layout and variant", async () => {
    const plain = await offlineImageProvider.generate(request(5))
    const laidOut = await offlineImageProvider.generate({
      ...request(5),
      layout: layoutById('text-left'),
      variant: 0,
    })
    const nextVariant = await offlineImageProvider.generate({
      ...request(5),
      layout: layoutById('text-left'),
      variant: 1,
    })
    expect(Buffer.compare(plain.bytes, laidOut.bytes)).not.toBe(0)
    expect(Buffer.compare(laidOut.bytes, nextVariant.bytes)).not.toBe(0)
  })

  it('caps the background at 1080p for 4K output (the compositor scales it)', async () => {
    const big = await offlineImageProvider.generate({ ...request(3), width: 3840, height: 2160 })
    const meta = await sharp(big.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([1920, 1080])
  })
})

describe('offline text provider', () => {
  it('writes one scene from the hint and the category', async () => {
    const enhanced = await offlineTextProvider.enhance({
      prompt: 'my cat vs a cucumber',
      category: 'Animals & Pets',
      aspect: '16:9',
    })
    expect(enhanced).toBe(writeOfflinePrompt({ prompt: 'my cat vs a cucumber', category: 'Animals & Pets' }))
    expect(enhanced.startsWith('my cat vs a cucumber, ')).toBe(true)
    expect(enhanced).toContain('Animals & Pets YouTube thumbnail')
  })
})
