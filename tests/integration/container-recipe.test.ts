import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { openLocalServerWarning } from '#server/config/listen-host.ts'
import { cleanUpLater, testTempDir } from '#tests/support/clean-up.ts'
import { freePort } from '#tests/support/free-port.ts'

/**
 * The container recipe cannot be built here (no container engine), so what can run without one
 * does: the proxy's own config under Debian's nginx (installed by .ci/run), in front of two
 * stand-in instances, and the compose file against its env file. (The progress stream's
 * unbuffered location is not proved here: nginx 1.22 passed a first event on at once even with
 * buffering on, so a test of it could not fail.)
 */
const NGINX = '/usr/sbin/nginx'

/** A stand-in instance: says who it is and what client address the proxy gave it. */
async function standIn(name: string) {
  const port = await freePort()
  const server = createServer((request, response) => {
    response.end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanUpLater(() => new Promise<void>((done) => server.close(() => done())))
  return { port }
}

/**
 * deploy/nginx.conf as compose mounts it, with its upstreams and port moved to loopback, and one
 * nginx worker: each worker keeps its own round-robin turn, so with several the order is chance.
 */
function localNginxConf(dir: string, ports: { app1: number; app2: number; listen: number }) {
  const conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('server app1:3000', `server 127.0.0.1:${ports.app1}`)
    .replace('server app2:3000', `server 127.0.0.1:${ports.app2}`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.listen};`)
    .replace('worker_processes auto;', 'worker_processes 1;')
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, conf)
  return file
}

const nginxArgs = (dir: string, conf: string) => [
  '-p',
  dir,
  '-e',
  path.join(dir, 'error.log'),
  '-c',
  conf,
  '-g',
  `pid ${path.join(dir, 'nginx.pid')}; daemon off;`,
]

describe('deploy/nginx.conf', () => {
  it('passes nginx -t, spreads requests over the instances in turn, and gives them the client address it saw', async () => {
    const dir = testTempDir('nginx')
    const [app1, app2, listen] = [await standIn('app1'), await standIn('app2'), await freePort()]
    const conf = localNginxConf(dir, { app1: app1.port, app2: app2.port, listen })

    const check = spawnSync(NGINX, ['-t', ...nginxArgs(dir, conf)], { encoding: 'utf8' })
    expect(check.stderr).toContain('test is successful')
    expect(check.status).toBe(0)

    const nginx = spawn(NGINX, nginxArgs(dir, conf), { stdio: 'ignore' })
    cleanUpLater(() => {
      nginx.kill('SIGQUIT')
    })
    const base = `http://127.0.0.1:${listen}`
    const get = async (url: string) => {
      for (;;) {
        try {
          const response = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': '6.6.6.6' } })
          return (await response.json()) as { name: string; forwardedFor: string }
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }

    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await get('/api/health'))
    // Round robin: no instance is favoured, since none keeps state of its own.
    expect(answers.filter((a) => a.name === 'app1')).toHaveLength(3)
    expect(answers.filter((a) => a.name === 'app2')).toHaveLength(3)
    // TRUST_PROXY=1 reads the last address: the one nginx adds, never the client's own claim.
    expect(answers[0]?.forwardedFor).toBe('6.6.6.6, 127.0.0.1')
  })
})

describe('compose.yaml', () => {
  it('finds every variable it needs in deploy/compose.env.example, and runs 2 instances and a worker on the same image and secret', () => {
    const text = readFileSync('compose.yaml', 'utf8')
    const example = readFileSync('deploy/compose.env.example', 'utf8')
    const needed = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]))
    const offered = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]))
    expect([...needed].filter((name) => !offered.has(name))).toEqual([])

    const compose = parse(text, { merge: true }) as {
      services: Record<string, { image?: string; command?: string[]; environment?: Record<string, string> }>
    }
    const { app1, app2, worker } = compose.services
    for (const service of [app1, app2, worker]) {
      expect(service?.image).toBe('thumbforge:local')
      // nginx reaches the instances over the compose network: loopback only would shut it out.
      expect(service?.environment?.HOST).toBe('0.0.0.0')
      expect(service?.environment?.APP_SECRET).toMatch(/^\$\{APP_SECRET:\?/)
      expect(service?.environment?.WORKERS).toBe('external')
    }
    expect(worker?.command).toEqual(['node', 'dist/server/worker.js'])
  })
})

/** The runtime stage's ENV instruction (KEY=value pairs, continued over lines with a backslash). */
function runtimeEnv(dockerfile: string): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'))
  const instruction = runtime.match(/^ENV ((?:.*\\\n)*.*)$/m)?.[1] ?? ''
  const pairs = instruction.replace(/\\\n/g, ' ').trim().split(/\s+/)
  return Object.fromEntries(pairs.map((pair) => pair.split('=') as [string, string]))
}

describe('Dockerfile', () => {
  it('sets what a container needs explicitly: every interface (published ports), production, no warning', () => {
    const env = runtimeEnv(readFileSync('Dockerfile', 'utf8'))
    expect(env).toMatchObject({ HOST: '0.0.0.0', NODE_ENV: 'production' })
    // `docker run -p 3000:3000` with no APP_URL: the default is local, which alone would mean loopback.
    const config = toAppConfig(parseEnv(env), 'x'.repeat(32))
    expect(config.appUrl).toBe('http://localhost:3000')
    expect(config.host).toBe('0.0.0.0')
    expect(config.isProduction).toBe(true)
    expect(openLocalServerWarning(config)).toBeNull()
  })
})
