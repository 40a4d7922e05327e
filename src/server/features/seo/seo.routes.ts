import type { FastifyPluginAsync } from 'fastify'

/** The pages a visitor can read without an account: what search engines may list. */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/items',
  '/terms',
  '/privacy',
  '/login',
  '/register',
] as const

/**
 * Areas behind a sign-in, checkout steps and the API: nothing there is worth crawling, and a
 * crawler following them would only meet redirects to /login.
 */
const PRIVATE_PREFIXES = [
  '/api/',
  '/user/',
  '/admin/',
  '/buy/',
  '/item-buy/',
  '/pay-now/',
  '/item-pay-now/',
  '/premium/',
  '/update-profile',
  '/new-password',
  '/reset-password',
]

const ONE_HOUR = 'public, max-age=3600'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`)

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(`${appUrl}${page}`)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * `/robots.txt` and `/sitemap.xml`, written by the server for the configured APP_URL (the
 * addresses in a sitemap must be absolute) rather than answered by the SPA's index.html.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { appUrl } = app.deps.config
  const robots = robotsTxt(appUrl)
  const sitemap = sitemapXml(appUrl)
  const hide = { schema: { hide: true } }
  app.get('/robots.txt', hide, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(robots),
  )
  app.get('/sitemap.xml', hide, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', ONE_HOUR).send(sitemap),
  )
}
