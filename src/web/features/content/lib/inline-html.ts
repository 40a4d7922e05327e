const INLINE_TAGS = new Set([
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'MARK',
  'SMALL',
  'SPAN',
  'BR',
  'SUB',
  'SUP',
  'A',
])
/** Dropped with everything inside them; any other unknown tag keeps its text. */
const DROPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
])
const SAFE_HREF = /^(https?:|mailto:)/i

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')]
  if (!(node instanceof Element) || DROPPED_TAGS.has(node.tagName)) return []
  const children = [...node.childNodes].flatMap((child) => clean(child, doc))
  if (!INLINE_TAGS.has(node.tagName)) return children
  const copy = doc.createElement(node.tagName.toLowerCase())
  const href = node.getAttribute('href')?.trim()
  if (node.tagName === 'A' && href && SAFE_HREF.test(href)) {
    copy.setAttribute('href', href)
    copy.setAttribute('rel', 'noopener noreferrer nofollow')
  }
  copy.append(...children)
  return [copy]
}

/**
 * Admin HTML (banner mainTitle, footer copyright) reduced to the server's inline allow-list in the
 * browser. The server sanitizes on write and when it serves; this is the "again on render" step:
 * the home page renders through it, and so does the banner preview, whose unsaved title never
 * reached the server, so a pasted `<img onerror>` or `javascript:` link never runs in the admin's
 * own session. DOMParser documents run no scripts.
 */
export function inlineHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const out = document.createElement('div')
  out.append(...[...parsed.body.childNodes].flatMap((child) => clean(child, document)))
  return out.innerHTML
}
