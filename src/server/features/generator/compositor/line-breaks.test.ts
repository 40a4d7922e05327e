import { describe, expect, it } from 'vitest'
import { parseTitle } from './accent.ts'
import { cutPoints, graphemesOf, joinPieces, segmentToken } from './line-breaks.ts'
import { balanced, greedy } from './line-splits.ts'

/** Width by characters: enough to compare splits without a font. */
const widthOf = (words: readonly { text: string; glue?: boolean }[]) =>
  words.reduce((sum, w, i) => sum + [...w.text].length + (i > 0 && !w.glue ? 1 : 0), 0)
const FORBIDDEN_START = /^[、。，．！？」』）】〕〉》ー]/u

describe('line breaks', () => {
  it('splits Chinese, Japanese and Thai into words, and leaves spaced scripts whole', () => {
    expect(segmentToken('ทำไมคนญี่ปุ่นถึงผอม')).toEqual(['ทำไม', 'คน', 'ญี่ปุ่น', 'ถึง', 'ผอม'])
    expect(segmentToken('我用一百块钱过了一个星期！')).toContain('星期！')
    expect(segmentToken('स्वतंत्रता')).toEqual(['स्वतंत्रता'])
    expect(segmentToken('Überraschung!')).toEqual(['Überraschung!'])
  })

  it('breaks Japanese between phrases, a word with its hiragana, never inside いけない', () => {
    expect(segmentToken('絶対に見てはいけない「本当」の動画？')).toEqual([
      '絶対に',
      '見てはいけない',
      '「本当」の',
      '動画？',
    ])
  })

  it('keeps a lone kanji with its compound, prefix or number: 全クリ, 初見, 10分 are never split', () => {
    expect(segmentToken('初見で全クリ目指す')).toEqual(['初見で', '全クリ', '目指す'])
    expect(segmentToken('新メニュー全部食べる')).toEqual(['新メニュー', '全部', '食べる'])
    expect(segmentToken('10分で完成')).toEqual(['10分で', '完成'])
    // Chinese keeps the dictionary's words as they are.
    expect(segmentToken('台北夜市必吃美食')).toEqual(
      Array.from(
        new Intl.Segmenter(undefined, { granularity: 'word' }).segment('台北夜市必吃美食'),
        (s) => s.segment,
      ),
    )
  })

  it('keeps closing punctuation with the word before it and opening punctuation with the word after', () => {
    for (const title of [
      'これは「本当」に安全なの？',
      '我用一百块钱，过了一个星期。',
      '見て、食べて、寝る！',
    ]) {
      const pieces = segmentToken(title)
      expect(pieces.join('')).toBe(title)
      for (const piece of pieces) {
        expect(piece, title).not.toMatch(FORBIDDEN_START)
        expect(piece, title).not.toMatch(/[「（『]$/u)
      }
    }
  })

  it('never starts a line of a balanced or greedy split with closing punctuation', () => {
    const words = parseTitle('*本当*」に見てはいけない動画ですか？', false)
    expect(words.find((w) => w.text.startsWith('」'))?.bind).toBe(true)
    for (const k of [2, 3]) {
      for (const line of balanced(words, k, widthOf).slice(1)) {
        expect(line[0]?.text).not.toMatch(FORBIDDEN_START)
      }
    }
    for (const line of greedy(words, 4, widthOf)) expect(line[0]?.text).not.toMatch(FORBIDDEN_START)
  })

  it('cuts an overlong word only between grapheme clusters: conjuncts and Thai marks stay whole', () => {
    expect(graphemesOf('क्षमा')).toEqual(['क्ष', 'मा'])
    expect(cutPoints('क्षमा')).toEqual([3])
    expect(graphemesOf('ญี่ปุ่น')).toEqual(['ญี่', 'ปุ่', 'น'])
    const lines = greedy([{ text: 'স্বাধীনতা', accent: false }], 2, widthOf)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) {
      // A line never starts with a combining mark or a virama's dangling half.
      expect(line[0]?.text).not.toMatch(/^[\p{M}]/u)
    }
    expect(lines.map((l) => l[0]?.text).join('')).toBe('স্বাধীনতা')
  })

  it('balances a title on 4 lines, narrowest widest line first', () => {
    const words = parseTitle('Как я заработал первый миллион', false)
    expect(balanced(words, 4, widthOf).map(joinPieces)).toEqual(['Как я', 'заработал', 'первый', 'миллион'])
    // Fewer places to break than lines asked for: one line per word.
    expect(balanced(parseTitle('Big Win', false), 4, widthOf).map(joinPieces)).toEqual(['Big', 'Win'])
  })

  it('writes glued pieces without spaces and other words with one', () => {
    expect(joinPieces(parseTitle('iPhone 17 का सच', false))).toBe('iPhone 17 का सच')
    expect(joinPieces(parseTitle('我用一百块钱过了一个星期！', false))).toBe('我用一百块钱过了一个星期！')
    // Balanced Thai lines are whole words, written without a space between them.
    const thai = parseTitle('ทำไมคนญี่ปุ่นถึงผอม', false)
    const lines = balanced(thai, 2, widthOf).map(joinPieces)
    expect(lines).toHaveLength(2)
    expect(lines.join('')).toBe('ทำไมคนญี่ปุ่นถึงผอม')
    expect(['ทำไม', 'ทำไมคน', 'ทำไมคนญี่ปุ่น', 'ทำไมคนญี่ปุ่นถึง']).toContain(lines[0])
  })
})
