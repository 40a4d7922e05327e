import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { testTempDir } from '../support/clean-up.ts'
import { freePort } from '../support/free-port.ts'
import { generateAndWaitOverHttp } from '../support/generate.ts'
import { type ServerProcess, startServerProcess } from '../support/server-process.ts'

/**
 * What `npm start` runs: scripts/build-if-stale.mjs, then the prebuilt dist/server/main.js. The
 * bundle must find everything it resolves next to itself or in node_modules (the migrations, the
 * web build, the fonts the compositor draws with) as the TypeScript sources do.
 */
const root = path.resolve(import.meta.dirname, '../..')
const slowStart = 180_000
const dataDir = testTempDir('built-server')
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
let server: ServerProcess

async function waitForHealth() {
  // A first start creates the embedded database: minutes on a busy shared machine.
  const deadline = Date.now() + slowStart
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => null)
    if (answer?.ok) return answer.json()
    if (server.child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the built server did not become healthy:\n${server.output()}`)
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'pipe' })
  server = startServerProcess({ dataDir, port, built: true, env: { SERVE_WEB: 'true' } })
  await waitForHealth()
}, slowStart + 120_000)

describe('the prebuilt server (npm start)', () => {
  it('is plain JavaScript in one folder with its migrations, newer than every server source', () => {
    const built = path.join(root, 'dist/server')
    const files = readdirSync(built)
    expect(files).toEqual(expect.arrayContaining(['main.js', 'cli.js', 'migrations']))
    expect(readdirSync(path.join(built, 'migrations'))).toContain('0000_init.sql')
    const builtAt = statSync(path.join(built, 'main.js')).mtimeMs
    const newestSource = (dir: string): number =>
      Math.max(
        0,
        ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
          entry.isDirectory()
            ? newestSource(path.join(dir, entry.name))
            : statSync(path.join(dir, entry.name)).mtimeMs,
        ),
      )
    expect(builtAt).toBeGreaterThanOrEqual(newestSource(path.join(root, 'src/server')))
  })

  it('migrated and seeded a new data folder, and answers health from the embedded database', async () => {
    expect(await waitForHealth()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } })
    const packages = await fetch(`${baseUrl}/api/packages`)
    expect(packages.status).toBe(200)
    expect((await packages.json()).length).toBeGreaterThan(0)
  })

  it('serves the web build: the home page with its preloads, and brotli copies of the assets', async () => {
    const home = await fetch(`${baseUrl}/`)
    const html = await home.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<link rel="preload" as="image" href="/images/banner-background.webp"')
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1]
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/)
    // fetch decodes the brotli body itself; the header says what came over the wire.
    const script = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br' } })
    expect(script.headers.get('content-encoding')).toBe('br')
    expect(await script.text()).toContain('import')
  })

  it('serves robots.txt and sitemap.xml for its APP_URL', async () => {
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`)
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`<loc>${baseUrl}/about</loc>`)
  })

  it('renders a thumbnail offline: the compositor finds its fonts from the bundle', async () => {
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ name: 'Built', email: 'built@example.test', password: 'built-server-pw' }),
    })
    expect(signUp.status).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const generated = await generateAndWaitOverHttp(
      baseUrl,
      { origin: baseUrl, cookie },
      {
        category: 'Gaming',
        prompt: 'A gamer shocked by a boss fight',
        textOverlay: { title: 'Built And Shipped', subtitle: 'from dist/server' },
      },
    )
    expect(generated.status, JSON.stringify(generated.body)).toBe(202)
    const result = generated.view?.results[0]
    expect(result?.status).toBe('succeeded')
    const imageUrl = result?.imageUrl
    const image = await fetch(`${baseUrl}${imageUrl}`, { headers: { cookie } })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})
