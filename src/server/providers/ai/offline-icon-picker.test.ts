import { describe, expect, it } from 'vitest'
import { CATEGORY_ICONS, pickIcon, rankIcons } from './offline-icon-picker.ts'
import { LETTERLIKE } from './offline-icon-vocabulary.ts'

// Issue 27: the icons seen were a letter 'B' for Elden Ring, the same flame for a burger and for a
// horror story, and an eye for 'My Dog Meets a Cat'. Prompts here carry the words an enhanced
// prompt adds ('bold', 'eye-catching', 'hot', 'viral'), which led there.
describe('the offline icon from the title and the prompt', () => {
  it("draws a sword or a game for 'Elden Ring', never a letter", () => {
    for (const category of ['Gaming', 'Storytelling', 'Vlogs']) {
      const icon = pickIcon('Beating the final boss, bold colours, eye-catching', category, {
        title: 'Elden Ring Is Brutal',
      })
      expect(icon, category).toMatch(/^(swords?|gamepad-2|joystick)$/)
    }
    expect(pickIcon('bold colours', 'Gaming', { title: 'Elden Ring' })).toBe('swords')
  })

  it('gives a burger food and a horror story a ghost or a skull, not the same flame', () => {
    const burger = pickIcon('the biggest burger in town, hot and viral', 'Food & Cooking', {
      title: 'I Ate The Biggest Burger',
    })
    const horror = pickIcon('a hot, viral horror story told at night', 'Storytelling', {
      title: 'The Scariest Story',
    })
    expect(burger).toMatch(/^(hamburger|utensils)$/)
    expect(horror).toMatch(/^(ghost|skull)$/)
    // Outside their own categories too: the nouns decide, not the category.
    expect(pickIcon('hot and viral', 'Vlogs', { title: 'Burger Challenge' })).toBe('hamburger')
    expect(pickIcon('hot and viral', 'Vlogs', { title: 'Horror Night' })).toBe('ghost')
  })

  it("draws an animal for 'My Dog Meets a Cat', never an eye", () => {
    for (const category of ['Animals & Pets', 'Vlogs', 'Comedy']) {
      const ranked = rankIcons('bold, eye-catching, bright', category, 'My Dog Meets a Cat')
      expect(ranked[0], category).toBe('paw-print')
      expect(ranked, category).not.toContain('eye')
      expect(
        ranked.every((icon) => /^(paw-print|dog|cat)$/.test(icon)),
        category,
      ).toBe(true)
    }
    expect(pickIcon('', 'Vlogs', { title: 'My New Puppy' })).toBe('dog')
    expect(pickIcon('', 'Vlogs', { title: 'My Cat Is Weird' })).toBe('cat')
  })

  it("falls back to the category's icon when the words name nothing to draw", () => {
    for (const [category, icon] of Object.entries(CATEGORY_ICONS)) {
      expect(
        pickIcon('bold, eye-catching, the best ever', category, { title: 'You Won’t Believe This' }),
      ).toBe(icon)
    }
  })

  it('never answers a letter-like icon, whatever the words', () => {
    const words = ['bold', 'italic', 'type', 'heading', 'text', 'letter', 'quote', 'code', 'B', 'sigma', 'pi']
    for (const word of words) {
      for (const category of ['Gaming', 'Education', '']) {
        const ranked = rankIcons(`${word} ${word}`, category, word)
        expect(
          ranked.filter((icon) => LETTERLIKE.test(icon)),
          `${word} in ${category}`,
        ).toEqual([])
      }
    }
  })

  it("gives a run's variants the close candidates in turn: another subject, still on topic", () => {
    const icons = [0, 1, 2, 3].map((variant) =>
      pickIcon('a horror story', 'Storytelling', { title: 'Haunted', variant }),
    )
    expect(icons[0]).toBe('ghost')
    expect(new Set(icons).size).toBeGreaterThan(1)
    // A word that only brushed a tag ('clutch' on a handbag) is no second subject.
    expect([0, 1, 2, 3].map((variant) => pickIcon('epic clutch moments', 'Gaming', { variant }))).toEqual([
      'gamepad-2',
      'gamepad-2',
      'gamepad-2',
      'gamepad-2',
    ])
  })
})
