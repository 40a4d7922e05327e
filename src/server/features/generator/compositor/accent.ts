import { joinPieces, type Piece, segmentToken, startsClosed } from './line-breaks.ts'

/** A piece of the title (a word, or part of one in a script without spaces) and its colour. */
export interface Word extends Piece {
  accent: boolean
}

/** Any script's digits: '3', '٣' (Eastern Arabic), '३' (Devanagari), '３' (full-width). */
const NUMBER = /\p{Nd}/u
const MONEY = /\p{Sc}|^\d+(\.\d+)?[kKmM]$/u
const MONEY_WORDS = /^(dollars?|bucks|euros?|pounds?|grand|k)$/i
const VERSUS = /^(vs\.?|versus)$/i
/** A question mark in any script, then perhaps closing quotes, brackets or a danda. */
const QUESTION = /[?？؟⸮][\s"'”’»」』）)\]।॥]*$/u
const HAS_LETTER = /[\p{L}\p{N}]/u

/**
 * Splits a title into words and marks the accented ones. `*word*` (or `*several words*`, or
 * `*本当*` inside a line of Japanese) is always an accent, and when the creator marked any word,
 * only the marked ones are. Otherwise, with `autoAccent`, numbers in any script, money ('$100',
 * '10k', '100 dollars', '₹500'), the 'vs' of a versus title and the last word of a question ('?',
 * '؟', '？') are. Asterisks never reach the picture. Scripts without spaces come back in the
 * pieces a line may break between (line-breaks.ts), glued to each other.
 */
export function parseTitle(title: string, autoAccent: boolean): Word[] {
  const marked = /\*[^*]+\*/.test(title)
  const words: Word[] = []
  let spaceBefore = true
  title.split('*').forEach((part, p) => {
    const accent = marked && p % 2 === 1
    for (const match of part.matchAll(/\S+/g)) {
      // A token right after an asterisk, with no space before the asterisk, belongs to the word before.
      const joined = match.index === 0 && !spaceBefore && words.length > 0
      segmentToken(match[0]).forEach((text, j) => {
        const glue = j > 0 || joined
        words.push({
          text,
          accent,
          ...(glue ? { glue } : {}),
          ...(glue && startsClosed(text) ? { bind: true } : {}),
        })
      })
    }
    if (part) spaceBefore = /\s$/.test(part)
  })
  if (marked || !autoAccent) return words
  const question = QUESTION.test(title.trim())
  let lastWord = words.length - 1
  while (lastWord > 0 && !HAS_LETTER.test(words[lastWord]?.text ?? '')) lastWord--
  const picked = words.map((word, i) => {
    const next = words[i + 1]?.text ?? ''
    return (
      NUMBER.test(word.text) ||
      MONEY.test(word.text) ||
      (NUMBER.test(words[i - 1]?.text ?? '') && MONEY_WORDS.test(word.text)) ||
      (NUMBER.test(word.text) && MONEY_WORDS.test(next)) ||
      VERSUS.test(word.text) ||
      (question && i === lastWord)
    )
  })
  // An accent is a contrast: a title that would be all accent stays all one colour.
  if (picked.every(Boolean)) return words
  return words.map((word, i) => ({ ...word, accent: picked[i] ?? false }))
}

/** The title as it is printed: the words without their asterisks. */
export const plainTitle = (title: string) => joinPieces(parseTitle(title, false))
