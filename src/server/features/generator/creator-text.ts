/**
 * The creator's own words on their way into a model's prompt. They are the picture's content, never
 * instructions: a title goes inside quotes and a description between markers, so neither may hold
 * the characters that would close them early or start a line of its own.
 */

/** What opens and closes the creator's text in a prompt. */
export const CREATOR_TEXT_OPEN = '<<<'
export const CREATOR_TEXT_CLOSE = '>>>'

// Every double quote a keyboard or a paste can bring, and backticks. A single quote cannot close a
// double-quoted title, so apostrophes ("Don't") are kept; see promptSafeTitle.
const DOUBLE_QUOTES = /["“”„‟«»‹›″‶〝〞〟＂`´]/g
// C0 and C1 controls, line and paragraph separators, and the bidirectional overrides that can make
// the text read in another order than it is sent.
const CONTROLS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu
// Zero-width characters: removed, so they cannot split a marker the model would still read as one.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g
// A single quote that is not an apostrophe inside a word (a quote of its own).
const LONE_SINGLE_QUOTES = /(?<!\p{L})['‘’‚‛]|['‘’‚‛](?!\p{L})/gu

/**
 * A title or subtitle as it may stand between double quotes in a prompt: one line, no quote marks,
 * no control characters, spaces collapsed. Apostrophes between letters stay ("Don't Do This").
 */
export function promptSafeTitle(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(CONTROLS, ' ')
    .replace(DOUBLE_QUOTES, '')
    .replace(LONE_SINGLE_QUOTES, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The creator's description as it may stand between the markers: its own line breaks kept (as
 * spaces would lose its structure), every other control character and any run of three or more
 * marker characters removed, so the text cannot close its block and carry on as instructions.
 */
export function promptSafeBlock(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n]|[\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/[<>]{3,}/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * The prompt's lines holding the creator's text: the caller's sentence saying what it is and what
 * it may do (naming the markers), then the text between them. Nothing when the text is blank.
 */
export function creatorTextLines(intro: string, text: string): string[] {
  const safe = promptSafeBlock(text)
  return safe ? [intro, CREATOR_TEXT_OPEN, safe, CREATOR_TEXT_CLOSE] : []
}
