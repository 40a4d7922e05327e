/** A word of the title and whether it is set in the accent colour. */
export interface Word {
  text: string
  accent: boolean
}

const NUMBER = /\d/
const MONEY = /[$€£¥]|^\d+(\.\d+)?[kKmM]$/
const MONEY_WORDS = /^(dollars?|bucks|euros?|pounds?|grand|k)$/i
const VERSUS = /^(vs\.?|versus)$/i

/**
 * Splits a title into words and marks the accented ones. `*word*` (or `*several words*`) is always
 * an accent, and when the creator marked any word, only the marked ones are. Otherwise, with
 * `autoAccent`, numbers, money ('$100', '10k', '100 dollars'), the 'vs' of a versus title and the
 * last word of a question are. Asterisks never reach the picture.
 */
export function parseTitle(title: string, autoAccent: boolean): Word[] {
  const tokens = title.split(/\s+/).filter(Boolean)
  const marked = /\*[^*]+\*/.test(title)
  const words: Word[] = []
  let inside = false
  for (const token of tokens) {
    const opens = token.startsWith('*')
    const closes = token.length > 1 ? token.endsWith('*') : !opens && token.endsWith('*')
    const text = token.replace(/\*/g, '')
    if (!text) {
      if (token === '*') inside = !inside
      continue
    }
    const accent = marked && (inside || opens)
    if (opens && !closes) inside = true
    if (closes) inside = false
    words.push({ text, accent })
  }
  if (marked || !autoAccent) return words
  const question = title.trim().endsWith('?')
  const picked = words.map((word, i) => {
    const next = words[i + 1]?.text ?? ''
    return (
      NUMBER.test(word.text) ||
      MONEY.test(word.text) ||
      (NUMBER.test(words[i - 1]?.text ?? '') && MONEY_WORDS.test(word.text)) ||
      (NUMBER.test(word.text) && MONEY_WORDS.test(next)) ||
      VERSUS.test(word.text) ||
      (question && i === words.length - 1)
    )
  })
  // An accent is a contrast: a title that would be all accent stays all one colour.
  if (picked.every(Boolean)) return words
  return words.map((word, i) => ({ ...word, accent: picked[i] ?? false }))
}

/** The title as it is printed: the words without their asterisks. */
export const plainTitle = (title: string) =>
  parseTitle(title, false)
    .map((w) => w.text)
    .join(' ')
