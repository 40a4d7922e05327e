import sanitize from 'sanitize-html'

/**
 * The one allow-list for HTML an admin may write (banner title, footer copyright, message bodies):
 * inline formatting and links with http(s) or mailto. Scripts, event handlers, styles and other
 * URL schemes are dropped. Applied on write and again before anything is rendered.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'span',
    'br',
    'a',
    'p',
    'ul',
    'ol',
    'li',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['class'] },
  allowedClasses: { span: ['highlight', 'text-brand'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizeRichText(html: string): string {
  return sanitize(html, options).trim()
}
