// What a creator does against the running container, over real HTTP: sign up, generate one
// thumbnail with the offline renderer (no Gemini key: the default provider runs offline), download
// it; and, after the restart, sign in again and find it.
import { randomBytes } from 'node:crypto'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A client of one base URL. Writes carry the app's own Origin: the container's APP_URL is its
 * default (http://localhost:3000), whatever host port the test published it on.
 */
export function client(baseUrl, origin = 'http://localhost:3000') {
  let cookie = ''
  async function call(method, path, json) {
    const headers = { origin }
    if (cookie) headers.cookie = cookie
    if (json !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    const setCookies = response.headers.getSetCookie()
    if (setCookies.length > 0) cookie = setCookies.map((c) => c.split(';')[0]).join('; ')
    const body = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: () => JSON.parse(body.toString('utf8')),
    }
  }
  return { call }
}

/** Polls /api/health until it answers 200, for at most `timeoutMs`; returns the seconds it took. */
export async function waitForHealth(baseUrl, timeoutMs, isRunning) {
  const started = Date.now()
  let last = 'no answer'
  while (Date.now() - started < timeoutMs) {
    if (!isRunning()) throw new Error('the container stopped before it was healthy')
    try {
      const response = await fetch(new URL('/api/health', baseUrl))
      if (response.ok) return (Date.now() - started) / 1000
      last = `${response.status} ${await response.text()}`
    } catch (error) {
      last = String(error?.cause?.code ?? error)
    }
    await sleep(500)
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`)
}

export function newAccount() {
  const suffix = randomBytes(5).toString('hex')
  return {
    name: `Creator ${suffix}`,
    email: `creator-${suffix}@example.test`,
    password: `pw-${suffix}-secret`,
  }
}

function expectStatus(reply, status, what) {
  if (reply.status !== status)
    throw new Error(`${what} answered ${reply.status}: ${reply.body.toString('utf8').slice(0, 300)}`)
}

export async function signUp(api, account) {
  const reply = await api.call('POST', '/api/auth/sign-up/email', account)
  expectStatus(reply, 200, 'sign-up')
  return reply.json().user.id
}

export async function signIn(api, account) {
  const reply = await api.call('POST', '/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  })
  expectStatus(reply, 200, 'sign-in')
  return reply.json().user.id
}

export async function me(api) {
  const reply = await api.call('GET', '/api/me')
  expectStatus(reply, 200, 'GET /api/me')
  return reply.json()
}

/** One offline generation, polled (bounded) until done; returns the finished batch view. */
export async function generateOne(api, timeoutMs) {
  const accepted = await api.call('POST', '/api/generator/generate', {
    category: 'Gaming',
    prompt: 'A speedrunner celebrating a world record',
    variants: 1,
  })
  expectStatus(accepted, 202, 'generate')
  const { batchId } = accepted.json()
  return batch(api, batchId, timeoutMs)
}

export async function batch(api, batchId, timeoutMs = 0) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const reply = await api.call('GET', `/api/generator/batches/${batchId}`)
    expectStatus(reply, 200, `batch ${batchId}`)
    const view = reply.json()
    if (view.done || Date.now() > deadline) return { batchId, ...view }
    await sleep(500)
  }
}

export async function download(api, imageUrl) {
  const reply = await api.call('GET', imageUrl)
  expectStatus(reply, 200, `GET ${imageUrl}`)
  return reply.body
}
