import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { inRanges, parseRanges } from '#shared/generator/font-ranges.ts'
import {
  FEED_EMOJI_FAMILY,
  FEED_FONT_SHEETS,
  FEED_TITLE_FONT_STACK,
  feedFontLoaders,
  feedFontScripts,
} from './feed-fonts.ts'

const require = createRequire(import.meta.url)

/** A video title per script, as a creator in that language writes one. */
const TITLES: [script: string, title: string][] = [
  ['cyrillic-greek', 'Неделя без телефона'],
  ['arabic', 'أغرب مطعم في دبي'],
  ['hebrew', 'הטיול הכי מטורף שלי'],
  ['devanagari', 'iPhone 17 का सच'],
  ['bengali', 'কলকাতার সেরা বিরিয়ানি'],
  ['tamil', 'சென்னை தெரு உணவு'],
  ['thai', 'เที่ยวเชียงใหม่ 3 วัน'],
  ['japanese', 'ラーメンを作る'],
  ['korean', '서울 자취 브이로그'],
]

/** Every @font-face of a sheet: its family and the code points it serves. */
function faces(sheet: string) {
  const css = readFileSync(require.resolve(sheet), 'utf8')
  return [...css.matchAll(/font-family: '([^']+)';[\s\S]*?unicode-range: ([^;]+);/g)].map((m) => ({
    family: m[1] as string,
    ranges: parseRanges(m[2] as string),
  }))
}

describe('fonts for the feed mock-up title', () => {
  it('a Latin title loads none', () => {
    expect(feedFontScripts('I Tried Every Gaming Mouse')).toEqual([])
    expect(feedFontScripts('Phở ngon nhất Hà Nội')).toEqual([])
  })

  it('Han loads Japanese then both Chinese faces, as the compositor looks it up', () => {
    expect(feedFontScripts('台北夜市必吃美食')).toEqual([
      'japanese',
      'simplified-chinese',
      'traditional-chinese',
    ])
  })

  it.each(TITLES)(
    '%s: its sheet serves every character of %s, under a family in the stack',
    (script, title) => {
      expect(feedFontScripts(title)).toContain(script)
      const sheet = FEED_FONT_SHEETS[script] as string
      expect(feedFontLoaders()[script]).toContain(sheet)
      const declared = faces(sheet)
      const family = declared[0]?.family as string
      expect(FEED_TITLE_FONT_STACK).toContain(`"${family}"`)
      const latin = /[\p{Script=Latin}\p{N}\p{P}\s]/u
      for (const ch of title) {
        if (latin.test(ch)) continue
        const cp = ch.codePointAt(0) as number
        expect(
          declared.some((face) => inRanges(face.ranges, cp)),
          ch,
        ).toBe(true)
      }
    },
  )

  it("an emoji loads the compositor's Twemoji, after every text face in the stack", () => {
    expect(feedFontScripts('Größte Überraschung meines Lebens! 😱')).toEqual(['emoji'])
    expect(feedFontLoaders().emoji).toContain('twemoji-colr-font/twemoji.woff2?url')
    const stack = FEED_TITLE_FONT_STACK.split(', ')
    expect(stack.indexOf(`"${FEED_EMOJI_FAMILY}"`)).toBe(stack.length - 2)
    expect(stack.at(-1)).toBe('sans-serif')
  })
})
