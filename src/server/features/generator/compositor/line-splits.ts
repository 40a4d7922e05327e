import type { Word } from './accent.ts'
import { cutPoints, graphemesOf, mayBreakBefore } from './line-breaks.ts'
import type { WidthOf } from './type-metrics.ts'

/** The split of `words` into `k` lines whose widest line is narrowest (balanced, not greedy). */
export function balanced(words: Word[], k: number, widthOf: WidthOf): Word[][] {
  const n = words.length
  if (k <= 1 || n <= 1) return [words]
  // Only where a line may start: never before closing punctuation bound to the word before it.
  const starts = words.map((_, i) => i).filter((i) => mayBreakBefore(words, i))
  let best: Word[][] = [words]
  let bestScore = Number.POSITIVE_INFINITY
  const unit = widthOf(words) / k
  const consider = (cuts: number[]) => {
    const lines: Word[][] = []
    let from = 0
    for (const cut of [...cuts, n]) {
      lines.push(words.slice(from, cut))
      from = cut
    }
    const widths = lines.map(widthOf)
    const widest = Math.max(...widths)
    // Widest line first (it sets the size); near-ties (2%) go to the evener split, so 'The' is
    // never left alone on a line above two long ones.
    const raggedness = widths.reduce((sum, w) => sum + (widest - w) ** 2, 0)
    const score = Math.round((widest / unit) * 50) * 1e6 + raggedness
    if (score < bestScore) {
      best = lines
      bestScore = score
    }
  }
  // Every choice of k-1 line starts in order (as many as there are, if fewer): a title has a few
  // dozen pieces at most.
  const cutCount = Math.min(k - 1, starts.length)
  const choose = (from: number, cuts: number[]) => {
    if (cuts.length < cutCount) {
      for (let i = from; i < starts.length; i++) choose(i + 1, [...cuts, starts[i] as number])
    } else if (cutCount > 0) consider(cuts)
  }
  choose(0, [])
  return best
}

/**
 * Greedy wrap for the last resort: a word wider than the line is cut into pieces that fit, between
 * grapheme clusters (never inside a conjunct or a Thai syllable's marks).
 */
export function greedy(words: Word[], maxWidth: number, widthOf: WidthOf): Word[][] {
  const lines: Word[][] = []
  let line: Word[] = []
  for (const word of words) {
    if (widthOf([...line, word]) <= maxWidth || (line.length > 0 && word.bind)) {
      line.push(word)
      continue
    }
    if (line.length > 0) lines.push(line)
    line = [word]
    while (widthOf(line) > maxWidth && line.length === 1) {
      const text = line[0]?.text ?? ''
      const cuts = cutPoints(text)
      if (cuts.length === 0) break
      let c = cuts.length - 1
      while (c > 0 && widthOf([{ ...word, text: text.slice(0, cuts[c]) }]) > maxWidth) c--
      const cut = cuts[c] as number
      lines.push([{ ...word, text: text.slice(0, cut) }])
      line = [{ ...word, text: text.slice(cut), glue: true }]
    }
  }
  if (line.length > 0) lines.push(line)
  return lines
}

export function ellipsize(lines: Word[][], max: number, maxWidth: number, widthOf: WidthOf) {
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  const last = [...(kept[max - 1] ?? [])]
  const withDots = () => [...last.slice(0, -1), { ...(last.at(-1) as Word), text: `${last.at(-1)?.text}…` }]
  while (last.length > 0 && widthOf(withDots()) > maxWidth) {
    const tail = last.at(-1) as Word
    const clusters = graphemesOf(tail.text)
    if (clusters.length > 1) last[last.length - 1] = { ...tail, text: clusters.slice(0, -1).join('') }
    else last.pop()
  }
  kept[max - 1] = last.length > 0 ? withDots() : last
  return kept
}
