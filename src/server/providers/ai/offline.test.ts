import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { findCategory } from '#shared/generator/categories.ts'
import { DEFAULT_COLOR_SCHEME } from '#shared/generator/defaults.ts'
import { offlineImageProvider, offlineTextProvider } from './offline.ts'

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

  it('caps the background at 1080p for 4K output (the compositor scales it)', async () => {
    const big = await offlineImageProvider.generate({ ...request(3), width: 3840, height: 2160 })
    const meta = await sharp(big.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([1920, 1080])
  })
})

describe('offline text provider', () => {
  it('keeps the hint and adds two of the category templates', async () => {
    const enhanced = await offlineTextProvider.enhance({
      prompt: 'my cat vs a cucumber',
      category: 'Animals & Pets',
    })
    expect(enhanced).toContain('my cat vs a cucumber')
    const templates = findCategory('Animals & Pets')?.templates ?? []
    expect(templates.filter((t) => enhanced.includes(t))).toHaveLength(2)
  })

  it('writes a prompt from the category alone', async () => {
    const enhanced = await offlineTextProvider.enhance({ prompt: '', category: 'Music' })
    expect(enhanced).toContain('Music YouTube thumbnail')
  })
})
