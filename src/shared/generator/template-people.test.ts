import { describe, expect, it } from 'vitest'
import { categories, findCategory } from './categories.ts'
import { showsPeople, templatesFor } from './template-people.ts'

describe("templates for an 'authentic' persona run", () => {
  it('tells a template with a person in it from one without', () => {
    expect(showsPeople("Close-up of a gamer's shocked face lit by a red monitor glow")).toBe(true)
    expect(showsPeople('Controller held in clenched hands with sweat beads, macro close-up')).toBe(true)
    expect(showsPeople('Overly dramatic soap-opera stare into the camera, extreme close-up')).toBe(true)
    expect(showsPeople('Racing car drifting around a neon-lit corner with sparks trailing')).toBe(false)
    expect(showsPeople('Horror corridor lit by a single flickering flashlight')).toBe(false)
  })

  it('keeps only templates without people when the real person is composited, all of them otherwise', () => {
    const gaming = findCategory('Gaming')?.templates ?? []
    expect(templatesFor(gaming, false)).toEqual(gaming)
    const peopleFree = templatesFor(gaming, true)
    expect(peopleFree.length).toBeLessThan(gaming.length)
    expect(peopleFree.some(showsPeople)).toBe(false)
    expect(peopleFree).toContain(
      'Racing car drifting around a neon-lit corner with sparks trailing, motion blur, wide diagonal composition, fast and thrilling',
    )
  })

  it('leaves every category some ideas without people', () => {
    for (const category of categories) {
      expect(templatesFor(category.templates, true).length, category.name).toBeGreaterThanOrEqual(2)
    }
  })
})
