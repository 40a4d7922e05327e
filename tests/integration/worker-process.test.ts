import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { prepareDatabase } from '#server/boot.ts'
import { openPostgres } from '#server/db/client.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { generations } from '#server/db/schema.ts'
import { testTempDir } from '../support/clean-up.ts'
import { createUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { freePort } from '../support/free-port.ts'
import { waitForBatch } from '../support/generate.ts'
import { TEST_IMAGE_PRIORITY } from '../support/image-priority.ts'
import { TEST_REDIS_URL, testRedisPrefix } from '../support/redis.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { startPostgresRun } from '../support/test-run.ts'
import { waitUntil } from '../support/wait-until.ts'

// `npm run worker` as a real process beside an app that only queues (WORKERS=external), on a
// real PostgreSQL database of its own: the embedded database cannot be shared between processes.
// The app's own process drains the same way on SIGTERM.
const SECRET = 'worker-secret-worker-secret-worker-0000'
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// Named for a test run, as every test database is, so a later run drops it if this one is killed
// before afterAll: the PostgreSQL project's run, or (on the embedded project) a run of its own.
const ownRun = inject('pgRunId') ? null : await startPostgresRun(adminUrl)
const name = `thumbforge_test_r${inject('pgRunId') ?? ownRun?.id}_${randomBytes(6).toString('hex')}`
// Registered before anything can fail, so the database goes whatever happens below.
afterAll(async () => {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
  await ownRun?.finish()
})
await adminQuery(adminUrl, `create database ${name}`)
const url = databaseUrl(adminUrl, name)
const database = openPostgres(url)
const fake = await startFakeGemini()
const env = {
  GEMINI_API_KEY: 'AIzaFAKEkeyWWWWWWWWWWWWWWWWWWWWWWWW5555',
  GEMINI_API_BASE_URL: fake.url,
  WORKERS: 'external',
  GENERATION_POLL_SECONDS: '0.5',
  // The run's in-flight slot is taken by the app and given back by the worker (decision 022).
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: testRedisPrefix(),
}
const config = { ...testConfig({ ...env, DATABASE_URL: url }), secret: SECRET }
await prepareDatabase(config, database)
const app = await buildApp({ config, database, webRoot: '/nonexistent', logger: false })
await app.ready()
sendSameOriginByDefault(app, config)
const children: ChildProcess[] = []
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await app.close()
  await database.close()
  await fake.close()
})

const startWorker = (extra: Record<string, string> = {}) => startProcess('src/server/worker.ts', extra)

/** An entry (the worker, or the app's main) as a real process on this file's database. */
function startProcess(entry: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: url,
      DATA_DIR: config.dataDir,
      APP_SECRET: SECRET,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      IMAGE_PRIORITY: TEST_IMAGE_PRIORITY,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  const seen: { text: string; resolve: () => void }[] = []
  const collect = (chunk: Buffer) => {
    output += chunk
    for (const wait of seen) if (output.includes(wait.text)) wait.resolve()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    exited,
    output: () => output,
    printed: (text: string) =>
      new Promise<void>((resolve) => {
        if (output.includes(text)) resolve()
        else seen.push({ text, resolve })
      }),
  }
}

const form = { category: 'Technology', prompt: 'A robot', textOverlay: { title: 'Made Elsewhere' } }

describe('npm run worker', () => {
  it('makes the images an app queued, drains on SIGTERM by finishing its running job, and exits 0', async () => {
    fake.reset()
    const worker = startWorker()
    await worker.printed('generation worker is running')
    const user = await createUser(app, { credits: 2 })

    const first = await app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      payload: form,
      headers: { cookie: user.cookie },
    })
    expect(first.statusCode).toBe(202)
    const made = await waitForBatch(app, user, first.json().batchId)
    expect(made.results[0]?.status).toBe('succeeded')
    const image = await app.inject({
      method: 'GET',
      url: made.results[0]?.imageUrl ?? '',
      headers: { cookie: user.cookie },
    })
    expect(image.statusCode).toBe(200)

    // A second image is held at the provider when SIGTERM comes: the worker lets it finish.
    let release = () => {}
    const until = new Promise<void>((resolve) => {
      release = resolve
    })
    fake.queue('*', { kind: 'held', until })
    const second = await app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      payload: form,
      headers: { cookie: user.cookie },
    })
    expect(second.statusCode).toBe(202)
    await waitUntil(() => fake.requests.length >= 2, { what: 'two requests at the fake Gemini' })
    worker.child.kill('SIGTERM')
    await worker.printed('worker draining')
    release()
    expect(await worker.exited).toBe(0)
    // No worker runs any more: the image is there because the draining worker finished it.
    const [row] = await database.db
      .select()
      .from(generations)
      .where(eq(generations.batchId, second.json().batchId))
    expect(row?.status).toBe('succeeded')
  })

  it('the app process drains on SIGTERM too: its running job finishes before it exits 0', async () => {
    fake.reset()
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const server = startProcess('src/server/main.ts', {
      WORKERS: 'internal',
      PORT: String(port),
      APP_URL: baseUrl,
      SERVE_WEB: 'false',
      // Its own folder: the app locks its DATA_DIR, and this file's test app shares the run's.
      DATA_DIR: testTempDir('drain'),
    })
    await server.printed('Thumbforge is ready')
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ name: 'Drained', email: 'drained@example.test', password: 'drained-pw-1' }),
    })
    expect(signUp.status).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    let release = () => {}
    const until = new Promise<void>((resolve) => {
      release = resolve
    })
    fake.queue('*', { kind: 'held', until })
    const accepted = await fetch(`${baseUrl}/api/generator/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(form),
    })
    expect(accepted.status).toBe(202)
    const { batchId } = (await accepted.json()) as { batchId: string }
    await waitUntil(() => fake.requests.length >= 1, { what: 'a request at the fake Gemini' })
    server.child.kill('SIGTERM')
    await server.printed('shutting down')
    release()
    expect(await server.exited).toBe(0)
    const [row] = await database.db.select().from(generations).where(eq(generations.batchId, batchId))
    expect(row?.status).toBe('succeeded')
  })

  it('refuses to start on the embedded database, saying why', async () => {
    const worker = startWorker({ DATABASE_URL: '' })
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL')
  })

  it("refuses to start without Redis, which must carry the runs' in-flight slots back to the app", async () => {
    const worker = startWorker({ REDIS_URL: '' })
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toContain('WORKERS=external needs REDIS_URL')
  })

  it('and an app told WORKERS=external on the embedded database refuses to start too', async () => {
    const server = startProcess('src/server/main.ts', { DATABASE_URL: '', DATA_DIR: testTempDir('external') })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('WORKERS=external needs DATABASE_URL')
  })
})
