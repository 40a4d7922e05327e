import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compressOnce, type Encodings, pickEncoding } from '../lib/hot-path.ts'

/** An image the first screen of a page shows, for the browser to fetch before the script runs. */
export interface ImagePreload {
  href: string
  /** Only for this viewport (the header's desktop and phone logos). */
  media?: string
  /** The largest thing on the first screen (the home banner). */
  high?: boolean
}

/** Which images a page's first screen shows; read from the content, so an admin's change applies. */
export type PreloadsFor = (page: 'home' | 'public') => Promise<ImagePreload[]>

/** How long one rendering of index.html is reused. The preloads are hints: a minute-old one costs a wasted fetch at worst. */
const TTL_MS = 30_000

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`)

export function preloadTags(preloads: ImagePreload[]): string {
  return preloads
    .map(
      ({ href, media, high }) =>
        `<link rel="preload" as="image" href="${escapeAttribute(href)}"` +
        `${media ? ` media="${escapeAttribute(media)}"` : ''}${high ? ' fetchpriority="high"' : ''} />`,
    )
    .join('\n    ')
}

type Rendered = Encodings & { html: string; expiresAt: number }

/**
 * index.html for client routes, with preload links for the images the page's first screen shows
 * (the home banner's background, the header logo): without them the browser finds those images
 * only after the script has run and the content has arrived. Rendered once per TTL and page kind,
 * compressed once per rendering. The /user and /admin areas get the plain file.
 */
export function createIndexDocument(webRoot: string, preloadsFor: PreloadsFor | undefined) {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const rendered = new Map<string, Rendered>()

  async function render(page: 'home' | 'public' | 'app'): Promise<Rendered> {
    const cached = rendered.get(page)
    if (cached && cached.expiresAt > Date.now()) return cached
    const preloads = page === 'app' || !preloadsFor ? [] : await preloadsFor(page).catch(() => [])
    const html = preloads.length
      ? template.replace('</head>', `  ${preloadTags(preloads)}\n  </head>`)
      : template
    const fresh = { html, ...compressOnce(html), expiresAt: Date.now() + TTL_MS }
    rendered.set(page, fresh)
    return fresh
  }

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/'
    const page = pathname === '/' ? 'home' : /^\/(user|admin)(\/|$)/.test(pathname) ? 'app' : 'public'
    const document = await render(page)
    const encoding = pickEncoding(request.headers['accept-encoding'])
    const body = encoding ? document[encoding] : undefined
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
    if (encoding && body) return reply.header('content-encoding', encoding).send(body)
    return reply.send(document.html)
  }
}
