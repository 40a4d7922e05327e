import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import type { Database } from '#server/db/client.ts'

interface Figures {
  requestsPerSec: number
  p99Ms: number
  /** 304s count here too: autocannon calls every status outside 2xx "non2xx". */
  non2xx: number
  /**
   * Main-thread busy time per request (event-loop utilization; the load generator is in a worker):
   * the servers' cost, which outside load inflates far less than it deflates requests/s.
   */
  serverMicrosPerRequest: number
}

const ROUNDS = 3
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * The public GETs every home page view makes (the hottest calls) next to a bare Fastify
 * hello-world served by the same process. The load generator runs in a worker thread: on the
 * servers' own event loop it would charge them for parsing its own answers, and the app's answers
 * (1.5 KB of security headers and JSON) cost a client more than the hello-world's 17 bytes.
 * The app runs with its production plugins (helmet, compress, rate limit; the limit is raised so
 * the one client address of the load generator is not throttled). The machine is shared, so the figures are taken in ROUNDS interleaved rounds:
 * each round measures the hello-world right next to the app, and the report keeps the median
 * round of each figure and of each ratio, so a burst of outside load cannot pick the winner.
 */
export async function contentFigures(database: Database, seconds: number) {
  const load = async (url: string, headers: Record<string, string> = {}): Promise<Figures> => {
    const before = performance.eventLoopUtilization()
    const result = await autocannon({ url, headers, connections: 50, duration: seconds, workers: 1 })
    const busy = performance.eventLoopUtilization(before)
    return {
      requestsPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      serverMicrosPerRequest: Math.round((busy.active * 1000) / Math.max(1, result.requests.total)),
    }
  }
  const listen = async (app: { listen: (o: object) => Promise<string> }) =>
    app.listen({ port: 0, host: '127.0.0.1' })

  const hello = Fastify()
  hello.get('/', async () => ({ hello: 'world' }))
  const helloUrl = await listen(hello)

  const config = toAppConfig(
    parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '100000000' }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
  const base = await listen(app)
  const etag = (await fetch(`${base}/api/banner-section`)).headers.get('etag') ?? ''
  const targets = {
    // As curl asks: the JSON uncompressed.
    bannerSection: () => load(`${base}/api/banner-section`),
    // As a browser asks: it always accepts compression, and revalidates its copy by ETag.
    bannerSectionBrowser: () => load(`${base}/api/banner-section`, BROWSER),
    bannerSection304: () => load(`${base}/api/banner-section`, { ...BROWSER, 'if-none-match': etag }),
    packages: () => load(`${base}/api/packages`),
    packagesBrowser: () => load(`${base}/api/packages`, BROWSER),
  }
  type Name = keyof typeof targets
  const names = Object.keys(targets) as Name[]

  const rounds: { helloWorld: Figures; figures: Record<Name, Figures> }[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const helloWorld = await load(`${helloUrl}/`)
    const figures = {} as Record<Name, Figures>
    // Each round starts at a different target, so none is always measured last.
    for (const name of [...names.slice(round), ...names.slice(0, round)])
      figures[name] = await targets[name]()
    rounds.push({ helloWorld, figures })
  }
  await app.close()
  await hello.close()

  const median = <T>(items: T[], by: (item: T) => number): T =>
    [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)] as T
  const ratioIn = (round: (typeof rounds)[number], name: Name) =>
    Math.round((round.figures[name].requestsPerSec / round.helloWorld.requestsPerSec) * 100) / 100
  return {
    rounds: ROUNDS,
    helloWorld: median(
      rounds.map((r) => r.helloWorld),
      (f) => f.requestsPerSec,
    ),
    ...Object.fromEntries(
      names.map((name) => [
        name,
        median(
          rounds.map((r) => r.figures[name]),
          (f) => f.requestsPerSec,
        ),
      ]),
    ),
    ratioToHelloWorld: Object.fromEntries(
      names.map((name) => [
        name,
        ratioIn(
          median(rounds, (r) => ratioIn(r, name)),
          name,
        ),
      ]),
    ),
    target: 0.7,
  }
}
