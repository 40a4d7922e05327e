import { describe, expect, it } from 'vitest'
import { parseTitle, plainTitle } from './accent.ts'
import { accentColorFor, contrastOf, MIN_ACCENT_CONTRAST, plateTextColorFor } from './contrast.ts'

const accented = (title: string, auto = true) =>
  parseTitle(title, auto)
    .filter((w) => w.accent)
    .map((w) => w.text)

describe('accent words', () => {
  it('accents the words the creator wraps in asterisks, and only those, and prints no asterisk', () => {
    expect(accented('I Tried *Every* Gaming Mouse')).toEqual(['Every'])
    expect(accented('The *Best Pizza* In 10 Minutes')).toEqual(['Best', 'Pizza'])
    expect(plainTitle('The *Best Pizza* In 10 Minutes')).toBe('The Best Pizza In 10 Minutes')
    // Marked words win even with auto accent off.
    expect(accented('*Never* Again', false)).toEqual(['Never'])
  })

  it('accents numbers, money, a versus and the last word of a question with auto accent', () => {
    expect(accented('30 Day Abs')).toEqual(['30'])
    expect(accented('I Made $10,000 In One Week')).toEqual(['$10,000'])
    expect(accented('Earning 100 Dollars A Day')).toEqual(['100', 'Dollars'])
    expect(accented('From 0 To 10k Followers')).toEqual(['0', '10k'])
    expect(accented('iPhone vs Pixel')).toEqual(['vs'])
    expect(accented('Is This The End?')).toEqual(['End?'])
    expect(accented('Hidden Gem In Japan')).toEqual([])
  })

  it('accents nothing automatically when auto accent is off', () => {
    expect(accented('30 Day Abs', false)).toEqual([])
    expect(accented('Is This The End?', false)).toEqual([])
  })

  it('accents in every script: its digits, its question mark, asterisks inside a line without spaces', () => {
    expect(accented('هل هذا حقيقي؟')).toEqual(['حقيقي؟'])
    expect(accented('١٠ أشياء لا تعرفها')).toEqual(['١٠'])
    expect(accented('३ दिन में हिंदी सीखें')).toEqual(['३'])
    expect(accented('क्या यह सच है? ।')).toEqual(['है?'])
    expect(accented('₹500 में पूरा महीना')).toEqual(['₹500'])
    expect(accented('これは本当に安全なの？')).toEqual(['安全なの？'])
    expect(accented('これは*本当*に安全なの？')).toEqual(['本当'])
    expect(plainTitle('これは*本当*に安全なの？')).toBe('これは本当に安全なの？')
    expect(accented('我用１００块钱过了一周')).toEqual(['１００'])
    expect(accented('iPhone 17 का सच')).toEqual(['17'])
  })

  it('leaves a title that would be all accent in one colour', () => {
    expect(accented('Unbeatable?')).toEqual([])
    expect(accented('2024')).toEqual([])
  })
})

describe('accent and plate colours', () => {
  const schemes = [
    { primary: '#FF0000', secondary: '#FFFFFF' },
    { primary: '#1E3A8A', secondary: '#FFD400' },
    { primary: '#00C2A8', secondary: '#00C2A8' },
    { primary: '#FFFFFF', secondary: '#FFFFFF' },
    { primary: '#000000', secondary: '#000000' },
  ]

  it('keeps the accent at least 3:1 apart from the main text colour, whatever the scheme', () => {
    for (const scheme of schemes) {
      for (const [text, outline] of [
        ['#FFFFFF', '#000000'],
        ['#000000', '#FFFFFF'],
        ['#FFD400', '#000000'],
      ] as const) {
        const accent = accentColorFor(text, outline, scheme)
        expect(contrastOf(accent, text), `${accent} on ${text}`).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST)
      }
    }
  })

  it('lightens a red accent on a black outline, but keeps it a strong red rather than a salmon', () => {
    const accent = accentColorFor('#FFFFFF', '#000000', { primary: '#FF0000', secondary: '#FFFFFF' })
    // Lighter than pure red (which is a dark word in a dark ring at 168×94)...
    expect(contrastOf(accent, '#000000')).toBeGreaterThan(contrastOf('#FF0000', '#000000'))
    // ...but 3.5:1 from the white text, not lightened to the 3:1 floor (#FF5A5A, which OCR misread).
    expect(contrastOf(accent, '#FFFFFF')).toBeGreaterThanOrEqual(3.5)
    expect(accent).toMatch(/^#FF[0-4][0-9A-F]{3}$/)
  })

  it("takes the scheme's secondary when it already stands apart from the text", () => {
    // Red against white text in a black outline: far apart, kept in its hue.
    expect(accentColorFor('#FFFFFF', '#000000', { primary: '#1E3A8A', secondary: '#FF2D2D' })).toMatch(/^#FF/)
  })

  it('beside black type in a white outline, takes a colour that also stands 4.5:1 from the outline, never a yellow', () => {
    // A yellow accent in a white outline on a light picture is a pale word in a pale ring.
    for (const scheme of schemes) {
      const accent = accentColorFor('#000000', '#FFFFFF', scheme)
      expect(contrastOf(accent, '#FFFFFF'), `${accent} in white`).toBeGreaterThanOrEqual(4.5)
      expect(contrastOf(accent, '#000000'), `${accent} by black`).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST)
    }
    // The scheme's blue primary, deep enough already, is kept as it is.
    expect(accentColorFor('#000000', '#FFFFFF', { primary: '#1E5AFF', secondary: '#FFD400' })).toBe('#1E5AFF')
  })

  it('puts the subtitle in black or white at 4.5:1 or more on any plate colour', () => {
    for (const plate of [
      '#FF0000',
      '#FFFFFF',
      '#000000',
      '#777777',
      '#FFD400',
      '#1E3A8A',
      '#00C2A8',
      '#7F7F7F',
    ]) {
      expect(contrastOf(plateTextColorFor(plate), plate), plate).toBeGreaterThanOrEqual(4.5)
    }
  })
})
