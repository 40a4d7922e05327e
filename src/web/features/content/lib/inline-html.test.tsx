import { describe, expect, it } from 'vitest'
import { inlineHtml } from '#web/features/content/lib/inline-html.ts'

describe('admin HTML rendered in the browser', () => {
  it('keeps inline formatting and safe links', () => {
    expect(inlineHtml('Thumbnails that get <strong>clicked</strong>')).toBe(
      'Thumbnails that get <strong>clicked</strong>',
    )
    expect(inlineHtml('<a href="https://example.com" onclick="x()">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>',
    )
  })

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const html = inlineHtml(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><b style="x" onmouseover="y()">bold</b><a href="javascript:alert(1)">go</a>',
    )
    expect(html).toBe('<b>bold</b><a>go</a>')
  })
})
