import { describe, expect, it } from 'vitest'
import { previewHtml } from '#web/features/content/editors/preview-html.ts'

describe('banner title preview HTML', () => {
  it('keeps inline formatting and safe links', () => {
    expect(previewHtml('Thumbnails that get <strong>clicked</strong>')).toBe(
      'Thumbnails that get <strong>clicked</strong>',
    )
    expect(previewHtml('<a href="https://example.com" onclick="x()">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>',
    )
  })

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const html = previewHtml(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><b style="x" onmouseover="y()">bold</b><a href="javascript:alert(1)">go</a>',
    )
    expect(html).toBe('<b>bold</b><a>go</a>')
  })
})
