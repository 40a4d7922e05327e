import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './sanitize-html.ts'

describe('sanitizeRichText', () => {
  it('keeps inline formatting and safe links', () => {
    expect(sanitizeRichText('Make <strong>thumbnails</strong> <a href="https://x.test">now</a>')).toBe(
      'Make <strong>thumbnails</strong> <a href="https://x.test">now</a>',
    )
  })

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeRichText(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><b style="x" onclick="y">t</b><a href="javascript:alert(1)">l</a>',
    )
    expect(out).toBe('<b>t</b><a>l</a>')
  })
})
