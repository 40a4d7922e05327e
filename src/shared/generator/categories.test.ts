import { describe, expect, it } from 'vitest'
import { categories, categoryNames, findCategory } from './categories.ts'

describe('generator categories', () => {
  it('lists the spec’s 25 categories in the spec’s order', () => {
    expect(categoryNames).toEqual([
      'Gaming',
      'Vlogs',
      'Education',
      'Technology',
      'Music',
      'Travel',
      'Food & Cooking',
      'Fitness & Health',
      'Beauty & Fashion',
      'Comedy',
      'News & Politics',
      'Sports',
      'Business & Finance',
      'DIY & Crafts',
      'Science',
      'Animals & Pets',
      'Animation',
      'Movies & TV Shows',
      'Book Reviews',
      'Motivational',
      'Product Reviews',
      'Tutorials',
      'Unboxing',
      'Challenges',
      'Storytelling',
    ])
  })

  it('gives every category 15 non-empty templates, 375 unique in all', () => {
    for (const category of categories) {
      expect(category.templates, category.name).toHaveLength(15)
      for (const template of category.templates) expect(template.trim().length).toBeGreaterThan(20)
    }
    const all = categories.flatMap((category) => category.templates)
    expect(new Set(all).size).toBe(375)
  })

  it('finds a category by its exact name', () => {
    expect(findCategory('Food & Cooking')?.templates[0]).toContain('pizza')
    expect(findCategory('Cooking')).toBeUndefined()
  })
})
