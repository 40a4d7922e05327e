/**
 * Where a title may break. Words are split at spaces, as always; a run of a script written without
 * spaces (Chinese, Japanese, Thai, Lao, Khmer, Burmese) is split further into the words
 * `Intl.Segmenter` finds, which are joined again without a space. Nothing here splits a grapheme
 * cluster (a conjunct, a Thai mark), and the kinsoku basics hold: no line starts with closing
 * punctuation or ends with opening punctuation.
 */

/** One piece of a title: a word, or part of a word in a script without spaces. */
export interface Piece {
  text: string
  /** Joined to the piece before it without a space. */
  glue?: boolean
  /** Never the first piece of a line (closing punctuation after an accent boundary). */
  bind?: boolean
}

const NO_SPACES =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
/** Never at the start of a line: closing brackets and quotes, CJK stops, small kana, the long mark. */
const CLOSING =
  /^[、。，．・：；！？!?,.:;)\]}）」』】〕〉》〙〗”’»ー々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ〜…‥]/u
/** Never at the end of a line. */
const OPENING = /[(（「『【〔〈《〘〖“‘«]$/u

/** Japanese: hiragana after a word is its ending or particle ('見ては', 'いけない'), so a phrase runs on. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const HIRAGANA_START = /^\p{Script=Hiragana}/u
const LONE_HAN = /^\p{Script=Han}$/u
const HAN_OR_KATAKANA_START = /^[\p{Script=Han}\p{Script=Katakana}]/u
const DIGITS = /^\p{Nd}+$/u

const words = new Intl.Segmenter(undefined, { granularity: 'word' })
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

export const needsSegmenting = (text: string) => NO_SPACES.test(text)
export const startsClosed = (text: string) => CLOSING.test(text)

/** The grapheme clusters of `text`: the smallest pieces that may be drawn apart. */
export const graphemesOf = (text: string): string[] => Array.from(graphemes.segment(text), (s) => s.segment)

/**
 * A run without spaces (one token of the title) as its pieces: the segmenter's words, each
 * punctuation mark kept with the word it belongs to. A token in a spaced script is one piece.
 */
export function segmentToken(token: string): string[] {
  if (!needsSegmenting(token)) return [token]
  const pieces: string[] = []
  const japanese = KANA.test(token)
  let carry = ''
  for (const { segment } of words.segment(token)) {
    const text = carry + segment
    carry = ''
    if (OPENING.test(text)) {
      carry = text
      continue
    }
    const last = pieces.length - 1
    // Japanese breaks between phrases (a word with the hiragana after it), as BudouX-style
    // phrasing does: the dictionary's words alone split 'いけない' into 'いけ' and 'ない'.
    // A counter after a number ('10分') is part of it.
    const counter = japanese && LONE_HAN.test(text) && DIGITS.test(pieces[last] ?? '')
    if (last >= 0 && (CLOSING.test(text) || counter || (japanese && HIRAGANA_START.test(text))))
      pieces[last] += text
    else pieces.push(text)
  }
  if (carry) {
    if (pieces.length > 0) pieces[pieces.length - 1] += carry
    else pieces.push(carry)
  }
  return japanese ? joinLoneKanji(pieces) : pieces
}

/**
 * The dictionary splits a word it does not know into single kanji: '初|見', '全|クリ' (to clear a
 * whole game). A lone kanji that starts a phrase, before a kanji or katakana word, is the start of
 * a compound or a prefix ('初見', '全クリ', '新メニュー'), so no line breaks after it.
 */
function joinLoneKanji(pieces: string[]): string[] {
  const joined: string[] = []
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string
    const next = pieces[i + 1]
    const before = joined.at(-1)
    const startsPhrase = before === undefined || !/\p{Script=Han}$/u.test(before)
    if (next !== undefined && startsPhrase && LONE_HAN.test(piece) && HAN_OR_KATAKANA_START.test(next)) {
      joined.push(piece + next)
      i++
    } else joined.push(piece)
  }
  return joined
}

/**
 * The places a piece may be cut when even one piece is wider than its line (the last resort): between
 * grapheme clusters, but never before closing punctuation.
 */
export function cutPoints(text: string): number[] {
  const cuts: number[] = []
  let at = 0
  for (const cluster of graphemesOf(text)) {
    if (at > 0 && !CLOSING.test(cluster) && !OPENING.test(text.slice(0, at))) cuts.push(at)
    at += cluster.length
  }
  return cuts
}

/** Whether a line may start at piece `i` of `pieces`. */
export const mayBreakBefore = (pieces: readonly Piece[], i: number) =>
  i > 0 && i < pieces.length && !pieces[i]?.bind

/** How pieces are written out: a space between them unless the later one is glued on. */
export const joinPieces = (pieces: readonly Piece[]) =>
  pieces.map((p, i) => (i > 0 && !p.glue ? ` ${p.text}` : p.text)).join('')
