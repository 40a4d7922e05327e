import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import type { Database } from '#server/db/client.ts'

/**
 * The public content GETs (the hottest calls: every home page view makes them) next to a bare
 * Fastify hello-world measured in the same function, so the ratio holds on any machine.
 * The app runs with its production plugins (helmet, compress, rate limit); the limit is raised
 * so the load generator, one client address, is not throttled.
 */
export async function contentFigures(database: Database, seconds: number) {
  const load = async (url: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({ url, headers, connections: 50, duration: seconds })
    return {
      requestsPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
    }
  }
  const listen = async (app: { listen: (o: object) => Promise<string> }) =>
    app.listen({ port: 0, host: '127.0.0.1' })

  const hello = Fastify()
  hello.get('/', async () => ({ hello: 'world' }))
  const helloUrl = await listen(hello)
  const helloWorld = await load(`${helloUrl}/`)
  await hello.close()

  const config = toAppConfig(
    parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '100000000' }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
  const base = await listen(app)
  const bannerSection = await load(`${base}/api/banner-section`)
  const etag = (await fetch(`${base}/api/banner-section`)).headers.get('etag') ?? ''
  const bannerSection304 = await load(`${base}/api/banner-section`, { 'if-none-match': etag })
  // GET /api/packages belongs to the commerce feature; measured once it is registered.
  const packagesRegistered = (await fetch(`${base}/api/packages`)).status === 200
  const packages = packagesRegistered ? await load(`${base}/api/packages`) : 'not registered yet'
  await app.close()

  const ratio = (figures: { requestsPerSec: number } | string) =>
    typeof figures === 'string'
      ? null
      : Math.round((figures.requestsPerSec / helloWorld.requestsPerSec) * 100) / 100
  return {
    helloWorld,
    bannerSection,
    bannerSection304,
    packages,
    ratioToHelloWorld: {
      bannerSection: ratio(bannerSection),
      bannerSection304: ratio(bannerSection304),
      packages: ratio(packages),
    },
    target: 0.7,
  }
}
