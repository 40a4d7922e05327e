import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compressOnce, type Encodings, pickEncoding } from '../lib/hot-path.ts'
import { requestPathname } from '../lib/request-path.ts'

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

type PageKind = 'home' | 'pricing' | 'public' | 'app'

/**
 * The API answers a page's first render waits on: every page waits for the shop's payment mode
 * (decision 013); `/` for its three first-screen sections; the other public pages show the footer
 * (on a short page it is in view, and its text can be the largest on screen). Preloaded, they
 * arrive while the script is still downloading instead of a round trip after it has run; the app's
 * own GET (same URL, same credentials mode) takes the preloaded answer. Only answers every load
 * fetches: the session and the header logo can come from local storage, and a preload left unused
 * is a console warning. Kept few: a phone on a slow network fetches a handful at a time.
 */
const FIRST_SCREEN_DATA: Record<PageKind, readonly string[]> = {
  app: ['/api/paypal-settings'],
  public: ['/api/paypal-settings', '/api/footer-section'],
  // The showcase's list and texts too: its thumbnails fill the first screen's picture frames.
  home: [
    '/api/paypal-settings',
    '/api/banner-section',
    '/api/features-section',
    '/api/about-section',
    '/api/showcase',
    '/api/showcase-section',
  ],
  // /pricing shows its cards, comparison and questions together, once both lists are in.
  pricing: ['/api/paypal-settings', '/api/footer-section', '/api/packages', '/api/pricing-faq'],
}

export function dataPreloadTags(page: PageKind): string {
  return FIRST_SCREEN_DATA[page]
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}" />`)
    .join('\n    ')
}

function pageKind(pathname: string): PageKind {
  if (pathname === '/') return 'home'
  if (pathname === '/pricing') return 'pricing'
  // /dashboard and /settings only forward into the signed-in areas.
  return /^\/(user|admin|dashboard|settings)(\/|$)/.test(pathname) ? 'app' : 'public'
}

type Rendered = Encodings & { html: string; expiresAt: number }

/**
 * index.html for client routes, with preload links for the API answers and the images the page's
 * first screen shows (the home banner's background, the header logo): without them the browser
 * finds those only after the script has run (and, for images, the content has arrived). Rendered
 * once per TTL and page kind, compressed once per rendering. The /user and /admin areas preload
 * only the payment mode.
 */
export function createIndexDocument(webRoot: string, preloadsFor: PreloadsFor | undefined) {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const rendered = new Map<string, Rendered>()

  async function render(page: PageKind): Promise<Rendered> {
    const cached = rendered.get(page)
    if (cached && cached.expiresAt > Date.now()) return cached
    const images =
      page === 'app' || !preloadsFor
        ? []
        : await preloadsFor(page === 'home' ? 'home' : 'public').catch(() => [])
    // The images first: the home banner's is the largest thing on the first screen.
    const tags = [...(images.length ? [preloadTags(images)] : []), dataPreloadTags(page)].join('\n    ')
    const html = template.replace('</head>', `  ${tags}\n  </head>`)
    const fresh = { html, ...compressOnce(html), expiresAt: Date.now() + TTL_MS }
    rendered.set(page, fresh)
    return fresh
  }

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const pathname = requestPathname(request.url)
    const page = pageKind(pathname)
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
