/** Sorted, non-overlapping code point ranges, inclusive: [first, last] pairs. */
export type Ranges = [number, number][]

/** A CSS unicode-range ('U+0000-00FF,U+0131'), merged and sorted. */
export function parseRanges(css: string): Ranges {
  const ranges = css
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter((part) => part.length > 0)
    .map((part) => {
      const [from = '0', to] = part.split('-')
      return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as [number, number]
    })
  return mergeRanges(ranges)
}

export function mergeRanges(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const merged: Ranges = []
  for (const [from, to] of sorted) {
    const last = merged.at(-1)
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }
  return merged
}

/** Binary search: is `cp` inside one of `ranges`? */
export function inRanges(ranges: Ranges, cp: number): boolean {
  let lo = 0
  let hi = ranges.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const [from, to] = ranges[mid] as [number, number]
    if (cp < from) hi = mid - 1
    else if (cp > to) lo = mid + 1
    else return true
  }
  return false
}
