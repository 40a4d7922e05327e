import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanUpLater } from '#tests/support/clean-up.ts'
import { freePort } from '#tests/support/free-port.ts'
import { multipart } from '#tests/support/photo-upload.ts'
import { startServerProcess } from '#tests/support/server-process.ts'

/**
 * `npm start` on damaged data folders, as an unlucky operator meets them. One valid folder is
 * made by a real server on an empty folder; each case damages a copy of it. A refused start must
 * name the folder and the problem, exit non-zero without a stack trace, and leave every file's
 * bytes and mode as they were.
 */
const root = mkdtempSync(path.join(tmpdir(), 'tf-startup-'))
const fixture = path.join(root, 'fixture')
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
afterAll(() => rmSync(root, { recursive: true, force: true }))

const isRoot = process.getuid?.() === 0
/**
 * Root reads any file whatever its mode, through these two capabilities. Without them it is held
 * to the modes like any owner, and it still enters the checkout it cloned, even in a private
 * folder that another user (such as `nobody`) could not enter.
 */
const withoutReadAnything = ['setpriv', '--bounding-set=-dac_override,-dac_read_search', '--']

function startServer(dataDir: string, options: { heldToModes?: boolean } = {}) {
  const prefix = options.heldToModes && isRoot ? withoutReadAnything : []
  return startServerProcess({ dataDir, port, prefix, env: { APP_SECRET: '' } })
}

/** Waits until the server answers /api/health at all (200 or 503) and returns that answer. */
async function waitForAnswer(server: ReturnType<typeof startServer>) {
  let gone = false
  void server.exited.then(() => {
    gone = true
  })
  for (let i = 0; i < 900 && !gone; i++) {
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      return { status: response.status, body: await response.json() }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`server did not answer:\n${server.output()}`)
}

async function stop(server: ReturnType<typeof startServer>) {
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
}

/** Every entry below `dir`: its mode, owner and (for files) the hash of its bytes. */
function snapshot(dir: string, relative = ''): Record<string, string> {
  const found: Record<string, string> = {}
  for (const name of readdirSync(path.join(dir, relative))) {
    const entry = path.join(relative, name)
    const full = path.join(dir, entry)
    const stats = lstatSync(full)
    const mode = (stats.mode & 0o7777).toString(8)
    if (stats.isDirectory()) {
      found[entry] = `dir ${mode} ${stats.uid}`
      Object.assign(found, snapshot(dir, entry))
    } else {
      const hash = createHash('sha256').update(readFileSync(full)).digest('hex')
      found[entry] = `file ${mode} ${stats.uid} ${hash}`
    }
  }
  return found
}

let count = 0
function copyOfFixture(): string {
  const dir = path.join(root, `case-${count++}`)
  cpSync(fixture, dir, { recursive: true, preserveTimestamps: true })
  return dir
}

async function expectRefusal(dataDir: string, problem: string, options: { heldToModes?: boolean } = {}) {
  const before = snapshot(dataDir)
  const server = startServer(dataDir, options)
  expect(await server.exited).toBe(1)
  const output = server.output()
  expect(output).toContain(`The database folder ${path.join(dataDir, 'db')} cannot be used: ${problem}`)
  expect(output).toContain('Thumbforge has stopped without changing anything in it.')
  expect(output).not.toMatch(/^\s+at /m)
  expect(snapshot(dataDir)).toEqual(before)
}

beforeAll(async () => {
  const first = startServer(fixture)
  expect((await waitForAnswer(first)).status).toBe(200)
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Kept', email: 'kept@example.test', password: 'kept-password' }),
  })
  expect(signUp.status).toBe(200)
  await stop(first)
}, 180_000)

describe('the data folder after a real run', () => {
  it('is readable by the server user alone: folders 0700, files 0600, the lock gone', () => {
    const entries = Object.entries(snapshot(fixture))
    expect(entries.length).toBeGreaterThan(100)
    const open = entries.filter(([, line]) => !/^(dir 700|file 600) /.test(line))
    expect(open).toEqual([])
    expect(lstatSync(fixture).mode & 0o777).toBe(0o700)
    expect(existsSync(path.join(fixture, '.lock'))).toBe(false)
  })
})

describe('start-up on a damaged data folder', () => {
  it('refuses a database folder whose PG_VERSION is missing instead of making an empty shop', async () => {
    const dataDir = copyOfFixture()
    rmSync(path.join(dataDir, 'db', 'PG_VERSION'))
    await expectRefusal(dataDir, 'PG_VERSION is missing.')
  })

  it('refuses a corrupt pg_control with a message, not a stack trace', async () => {
    const dataDir = copyOfFixture()
    const fd = openSync(path.join(dataDir, 'db', 'global', 'pg_control'), 'r+')
    writeSync(fd, Buffer.from('XXXX'), 0, 4, 40)
    closeSync(fd)
    await expectRefusal(dataDir, 'global/pg_control is corrupt (its checksum does not match).')
  })

  it('refuses a database folder the server user cannot read', async () => {
    const dataDir = copyOfFixture()
    chmodSync(path.join(dataDir, 'db'), 0o000)
    await expectRefusal(dataDir, 'the folder cannot be read (EACCES).', { heldToModes: true })
  })

  it('refuses, with the same clear message, a folder whose damage only the engine notices', async () => {
    const dataDir = copyOfFixture()
    // pg_database's file: the pre-check cannot know it, PGlite fails to start without it.
    rmSync(path.join(dataDir, 'db', 'global', '1262'))
    const before = snapshot(dataDir)
    const server = startServer(dataDir)
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(
      `The database folder ${path.join(dataDir, 'db')} cannot be used: the embedded database could not open it`,
    )
    expect(server.output()).toContain('without initialising, migrating or seeding anything')
    expect(server.output()).not.toMatch(/^\s+at /m)
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false)
    // PostgreSQL's own start-up rewrites its control file and WAL and drops its cache files; every
    // table and catalog file must be as it was, and nothing may have been added.
    const engineOwned = (entry: string) =>
      entry === 'db/global/pg_control' || entry.startsWith('db/pg_wal/') || entry.endsWith('pg_internal.init')
    const kept = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).filter(([entry]) => !engineOwned(entry)))
    expect(kept(snapshot(dataDir))).toEqual(kept(before))
  })
})

describe('start-up with a stale lock', () => {
  // A server process started from the sources, a sign-in and an upload: on two cores that other
  // processes keep busy, more than the project's 60 s (it took 60 s under CI with `stress`).
  it('starts when the lock names an unrelated live process, keeps the data, and keeps new files private', {
    timeout: 180_000,
  }, async () => {
    const dataDir = copyOfFixture()
    const unrelated = spawn('sleep', ['300'], { stdio: 'ignore' })
    cleanUpLater(() => {
      unrelated.kill('SIGKILL')
    })
    writeFileSync(path.join(dataDir, '.lock'), JSON.stringify({ pid: unrelated.pid, startTime: '1' }))

    const server = startServer(dataDir)
    expect(await waitForAnswer(server)).toMatchObject({ status: 200, body: { status: 'ok' } })
    expect(JSON.parse(readFileSync(path.join(dataDir, '.lock'), 'utf8'))).toMatchObject({
      pid: server.child.pid,
    })
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'kept@example.test', password: 'kept-password' }),
    })
    expect(signIn.status).toBe(200)

    // An upload written while the server runs is for the server user alone (umask 077).
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const body = multipart('image', 'me.png', 'image/png', png)
    const upload = await fetch(`${baseUrl}/api/me/photo`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': body.contentType },
      body: body.payload,
    })
    expect(upload.status).toBe(200)
    const uploaded = Object.entries(snapshot(path.join(dataDir, 'files')))
    expect(uploaded.some(([, line]) => line.startsWith('file'))).toBe(true)
    expect(uploaded.filter(([, line]) => !/^(dir 700|file 600) /.test(line))).toEqual([])

    await stop(server)
    unrelated.kill('SIGKILL')
  })
})

describe('a corrupt table file', () => {
  it('makes /api/health answer 503', async () => {
    const dataDir = copyOfFixture()
    const probe = await PGlite.create({ dataDir: path.join(dataDir, 'db') })
    const { rows } = await probe.query<{ file: string }>(
      "select pg_relation_filepath('credit_ledger') as file",
    )
    await probe.close()
    const tableFile = path.join(dataDir, 'db', rows[0]!.file)
    const fd = openSync(tableFile, 'r+')
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 0)
    closeSync(fd)

    const server = startServer(dataDir)
    expect(await waitForAnswer(server)).toMatchObject({
      status: 503,
      body: { status: 'degraded', database: { ok: false, kind: 'pglite' } },
    })
    await stop(server)
    // Read after exit: the log line may reach the pipe after the response does.
    expect(server.output()).toContain('the database cannot read its core tables')
  })
})
