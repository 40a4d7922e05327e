import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSectionKeys, DEFAULT_AVATAR_URL } from '#shared/content/messages.ts'
import { contentSectionSchemas } from '#shared/content/schemas.ts'
import { contentDefaults } from './defaults.ts'

const publicFile = (url: string) => new URL(`../../../web/public${url}`, import.meta.url)

describe('seeded content', () => {
  it.each(contentSectionKeys)('%s is valid against its own schema, so Reset never stores bad data', (key) => {
    const result = contentSectionSchemas[key].safeParse(contentDefaults[key])
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('gives each seeded testimonial its own bundled portrait, not the default avatar', () => {
    const { testimonials } = contentDefaults['testimonials-section']
    const images = testimonials.map((testimonial) => testimonial.image ?? '')
    expect(new Set(images).size).toBe(testimonials.length)
    for (const image of images) {
      expect(image).not.toBe(DEFAULT_AVATAR_URL)
      const svg = readFileSync(publicFile(image), 'utf8')
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/)
      // Small: they load below the fold of the home page.
      expect(svg.length).toBeLessThan(2048)
    }
  })
})
