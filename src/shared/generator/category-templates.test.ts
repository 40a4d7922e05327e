import { describe, expect, it } from 'vitest'
import { categories } from './categories.ts'

// Issue 25, item 2. The image prompt forbids writing and lets the layout place the subject; a
// template that asks for a VS badge, a price tag or 'on the left third' contradicts both, and the
// model obeys the concrete words over the general rule. These scans keep such templates out.

/** Things that carry writing, numbers or marks the prompt forbids. */
const INVITES_WRITING =
  /\b(text|texts|words?|letters?|lettering|spell(ed|ing|t)|logos?|labels?|labell?ed|badges?|price[- ]?tags?|stamps?|ratings?|headlines?|captions?|signs?|signboards?|notifications?|timers?|countdown|numbers?|digits?|equations?|formulas?|charts?|graphs?|lists?|menus?|spreadsheets?|newspapers?|sticky notes|flashcards?|maps?|question marks?|arrows?|icons?|graphics?|quotes?|posters?|scoreboards?|tickers?|calendars?|annotated|handwritten|subtitles?|book covers?|banners?|emojis?)\b|["“”]/i
/** Letter-shaped marks a model draws as lettering: 'VS', 'DNF', '5 AM', a cross for a mistake. */
const LETTERS_AS_MARKS = /\b(VS|DNF|X)\b|\b\d+\s?(AM|PM)\b/
/** A side fixed in words; the layout chooses the side (and mirrors it across variants). */
const FIXED_SIDE = /\b(left|right)\b/i

const all = categories.flatMap((category) =>
  category.templates.map((template, i) => ({ where: `${category.name} #${i + 1}`, template })),
)

describe('the prompt templates', () => {
  it('ask for nothing that carries writing', () => {
    const offenders = all.filter(
      ({ template }) => INVITES_WRITING.test(template) || LETTERS_AS_MARKS.test(template),
    )
    expect(offenders).toEqual([])
  })

  it('fix no left or right placement', () => {
    expect(all.filter(({ template }) => FIXED_SIDE.test(template))).toEqual([])
  })

  it('would catch the kinds of template they replaced', () => {
    const writing = [
      'Two laptops side by side with a VS badge between them',
      'Tourist shocked at a giant price tag on a souvenir',
      'Book covers fanned out with star ratings above',
      'Fact-check stamp slamming onto a viral post',
      'Neon sign handmade from LED strips spelling a word',
      'Alarm clock at 5 AM beside running shoes',
      'Map with a dotted path leading to an X',
    ]
    for (const template of writing) {
      expect(INVITES_WRITING.test(template) || LETTERS_AS_MARKS.test(template), template).toBe(true)
    }
    expect(FIXED_SIDE.test('face on the left third')).toBe(true)
    expect(FIXED_SIDE.test('rule-of-thirds right')).toBe(true)
    // Ordinary words that only contain the forbidden ones pass.
    expect(INVITES_WRITING.test('paper texture, a swirling spell, iconic photography')).toBe(false)
  })
})
