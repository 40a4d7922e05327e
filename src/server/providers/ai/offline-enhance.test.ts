import { describe, expect, it } from 'vitest'
import { categories, findCategory } from '#shared/generator/categories.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import { hasAction, templateParts, writeOfflinePrompt } from './offline-enhance.ts'

const FINISH = 'YouTube thumbnail: one clear focal subject'

/** The prompt's one scene sentence (before the finishing brief), split into its clauses. */
function sceneOf(prompt: string) {
  const match = prompt.match(/^(.*); mood: ([^.]+)\. (?:(.+) )?YouTube thumbnail: .+\.$/)
  if (!match) throw new Error(`Not a one-scene prompt: ${prompt}`)
  return { scene: match[1] ?? '', mood: match[2] ?? '', category: match[3] }
}

/** Templates of a category whose opening scene the prompt contains. */
const scenesUsed = (prompt: string, category: string) =>
  (findCategory(category)?.templates ?? []).filter((t) => prompt.includes(templateParts(t).scene))

describe('offline enhance', () => {
  it("writes one scene around the creator's hint, with one template's staging and mood", () => {
    const prompt = writeOfflinePrompt({ prompt: 'budget laptops', category: 'Technology' })
    const { scene, mood, category } = sceneOf(prompt)
    expect(category).toBe('Technology')
    expect(scene.startsWith('budget laptops ')).toBe(true)
    expect(prompt.split('budget laptops')).toHaveLength(2)
    // Never another scene glued on: no template's scene, and staging and mood from one template.
    expect(scenesUsed(prompt, 'Technology')).toHaveLength(0)
    const donors = (findCategory('Technology')?.templates ?? []).filter((t) => {
      const parts = templateParts(t)
      return parts.mood === mood && scene.endsWith(`${parts.composition}, ${parts.setting}`)
    })
    expect(donors).toHaveLength(1)
  })

  it('gives a subject without an action one from its category, and keeps an action the hint has', () => {
    const still = sceneOf(writeOfflinePrompt({ prompt: 'my cat', category: 'Animals & Pets' })).scene
    const lent = [
      'caught mid-reaction with big expressive eyes',
      'leaping playfully toward the camera',
      'snuggled in a heart-melting moment',
    ].filter((action) => still.startsWith(`my cat ${action}, `))
    expect(lent).toHaveLength(1)

    const acting = sceneOf(writeOfflinePrompt({ prompt: 'my cat vs a cucumber', category: 'Animals & Pets' }))
    expect(acting.scene.startsWith('my cat vs a cucumber, ')).toBe(true)
  })

  it('prefers the template that shares words with the hint', () => {
    const prompt = writeOfflinePrompt({ prompt: 'my treasure chest', category: 'Gaming' })
    const chest = templateParts(
      findCategory('Gaming')?.templates.find((t) => t.startsWith('Glowing treasure chest')) ?? '',
    )
    expect(sceneOf(prompt).mood).toBe(chest.mood)
  })

  it('uses exactly one whole template scene for a category alone, for every category', () => {
    for (const { name } of categories) {
      const prompt = writeOfflinePrompt({ prompt: '', category: name })
      expect(sceneOf(prompt).category).toBe(name)
      expect(scenesUsed(prompt, name)).toHaveLength(1)
    }
  })

  it('is deterministic, and differs between hints', () => {
    const input = { prompt: 'I tried the 10,000 calorie challenge', category: 'Challenges' }
    expect(writeOfflinePrompt(input)).toBe(writeOfflinePrompt({ ...input }))
    expect(writeOfflinePrompt(input)).not.toBe(writeOfflinePrompt({ ...input, prompt: 'ice bath' }))
  })

  it("keeps the hint's words, drops its trailing punctuation, and works without a known category", () => {
    const prompt = writeOfflinePrompt({ prompt: '  pasta   night!! ', category: 'Cooking' })
    const { scene, category } = sceneOf(prompt)
    expect(category).toBeUndefined()
    expect(scene.startsWith('pasta night ')).toBe(true)
    expect(prompt).toContain(FINISH)
  })

  it('tells actions from things that only look like them', () => {
    expect(hasAction('my dog learning a trick')).toBe(true)
    expect(hasAction('I survived 100 days')).toBe(true)
    expect(hasAction('A vs B')).toBe(true)
    expect(hasAction('budget gaming laptops')).toBe(false)
    expect(hasAction('morning routine')).toBe(false)
    expect(hasAction('speed run')).toBe(false)
  })

  it("writes for the frame: the aspect, the layout's title area and subject place, and no text", () => {
    const shorts = writeOfflinePrompt({
      prompt: 'pasta night',
      category: 'Food & Cooking',
      aspect: '9:16',
      layout: layoutById('shorts-top'),
    })
    expect(shorts).toContain('a vertical 9:16 frame')
    expect(shorts).not.toContain('16:9 frame')
    expect(shorts).toContain('The title will be set over the top third')
    expect(shorts).toContain('Place the one main subject in the middle third')
    expect(shorts).toContain('No text, letters, numbers, logos or signs anywhere in the picture.')

    const wide = writeOfflinePrompt({
      prompt: 'pasta night',
      aspect: '16:9',
      layout: layoutById('text-left'),
    })
    expect(wide).toContain('a wide 16:9 frame')
    expect(wide).toContain('The title will be set over the left two-thirds')
    expect(wide).toContain('Place the one main subject in the right third')
    // 'auto': the layout is not known yet, so only an empty area is asked for.
    expect(writeOfflinePrompt({ prompt: 'pasta night' })).toContain('Leave one calm, empty area')
  })

  it('repeats no phrase: a template used as the hint, or a prompt enhanced again (issue 27)', () => {
    /** The scene's clauses and the prompt's sentences, each of which must appear once. */
    const repeats = (prompt: string) => {
      const pieces = [...clausesOf(sceneOf(prompt).scene), ...prompt.split(/(?<=\.)\s+/)].map((p) =>
        p.trim().toLowerCase(),
      )
      return pieces.filter((piece, i) => pieces.indexOf(piece) !== i)
    }
    const clausesOf = (scene: string) => scene.split(/,\s*/)
    for (const category of categories) {
      for (const template of category.templates) {
        const once = writeOfflinePrompt({ prompt: template, category: category.name })
        expect(repeats(once), template).toEqual([])
        // Enhance on an enhanced prompt changes nothing more.
        expect(writeOfflinePrompt({ prompt: once, category: category.name }), template).toBe(once)
      }
    }
    const gamer = findCategory('Gaming')?.templates[0] ?? ''
    const prompt = writeOfflinePrompt({ prompt: gamer, category: 'Gaming' })
    expect(prompt.split('neon cyberpunk city blurred behind')).toHaveLength(2)
    expect(prompt.split('rule-of-thirds')).toHaveLength(2)
  })
})
