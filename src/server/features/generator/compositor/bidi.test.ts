import { describe, expect, it } from 'vitest'
import { baseDirection, visualOrder } from './bidi.ts'

const visual = (line: string, base = baseDirection(line)) => {
  const words = line.split(' ')
  return visualOrder(words, base).map((i) => words[i])
}

describe('bidi order of words', () => {
  it('takes the direction of the first letter', () => {
    expect(baseDirection('أفضل iPhone 17')).toBe('rtl')
    expect(baseDirection('17 أفضل iPhone')).toBe('rtl')
    expect(baseDirection('iPhone 17 الأفضل')).toBe('ltr')
    expect(baseDirection('טיול לאילת')).toBe('rtl')
    expect(baseDirection('2025!')).toBe('ltr')
  })

  it('runs a right-to-left line from the right, keeping a Latin brand and a number in reading order', () => {
    expect(visual('أفضل هاتف')).toEqual(['هاتف', 'أفضل'])
    expect(visual('أفضل iPhone 17 في 2025')).toEqual(['2025', 'في', 'iPhone', '17', 'أفضل'])
    expect(visual('טיול לאילת ב-3 ימים')).toEqual(['ימים', 'ב-3', 'לאילת', 'טיול'])
    expect(visual('١٠ أشياء')).toEqual(['أشياء', '١٠'])
  })

  it('keeps a left-to-right line in order, reversing only an embedded right-to-left phrase', () => {
    expect(visual('Best phone 2025')).toEqual(['Best', 'phone', '2025'])
    expect(visual('I learned مرحبا بكم today')).toEqual(['I', 'learned', 'بكم', 'مرحبا', 'today'])
    // A number after right-to-left words goes with them: 'في 2025' reads from the right.
    expect(visual('Trip to في 2025')).toEqual(['Trip', 'to', '2025', 'في'])
  })

  it('gives punctuation between two right-to-left words their direction, and the line’s otherwise', () => {
    expect(visual('مرحبا - بكم')).toEqual(['بكم', '-', 'مرحبا'])
    expect(visual('iPhone - أفضل', 'rtl')).toEqual(['أفضل', '-', 'iPhone'])
  })
})
