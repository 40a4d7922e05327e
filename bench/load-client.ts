// The load generator for bench/load-mixed.ts, run in a worker thread (or a child process, for a
// load that stands for another machine): on the server's own event loop it would charge the
// server for making and reading its own requests. Each client is a loop
// of real HTTP requests (fetch, keep-alive), one at a time, picked from its weighted mix until the
// time is up; every answer is read whole before its latency is taken.
import { parentPort, workerData } from 'node:worker_threads'

/**
 * One request a client can make; `order` places a package order, then approves it (simulated
 * mode); `generate` is a whole generation: the POST (its 202 timed as `<label> (202)`), then the
 * run's event stream read to its end, the two together timed as `label`.
 */
export type ClientOp =
  | { label: string; method: 'GET' | 'POST'; path: string; body?: unknown }
  | { label: 'order'; order: { packageId: string } }
  | { label: string; generate: { body: unknown } }

export interface ClientPlan {
  cookie?: string
  mix: { weight: number; op: ClientOp }[]
  /** After a refusal, wait this long before the next request (a client that honours a 429). */
  pauseAfterErrorMs?: number
  /** After every answer, wait this long (a person changing a setting between two previews). */
  thinkMs?: number
}

export interface LoadRun {
  baseUrl: string
  /** The Origin every write carries (the same-origin check refuses writes without it). */
  origin: string
  seconds: number
  clients: ClientPlan[]
}

export interface LoadSamples {
  /** Latencies in ms, by route label. */
  latencies: Record<string, number[]>
  errors: Record<string, number>
  /** The first few failures, as status and body, so a bench run says what went wrong. */
  errorExamples: string[]
  /** Answers by route label and HTTP status (0: no answer). */
  statuses?: Record<string, Record<number, number>>
}

const billing = { fullName: 'Bench Buyer', address: '1 Main Street', country: 'Canada' }

/** mulberry32: a small seeded generator, so each client's sequence of requests is the same run to run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** The op whose share of the weights `point` (0 to the total) falls in. */
function pickOp(mix: ClientPlan['mix'], point: number): ClientOp | undefined {
  let rest = point
  for (const entry of mix) {
    rest -= entry.weight
    if (rest < 0) return entry.op
  }
  return mix.at(-1)?.op
}

// A body is serialized once, not per request (and a kept client process's plans, once for all its
// runs): a 6 MB reference image made the client's own JSON.stringify a cost on the server's cores.
const serialized = new WeakMap<object, string>()
function serialize(body: unknown): string {
  if (typeof body !== 'object' || body === null) return JSON.stringify(body)
  let text = serialized.get(body)
  if (text === undefined) {
    text = JSON.stringify(body)
    serialized.set(body, text)
  }
  return text
}

async function runLoad(run: LoadRun): Promise<LoadSamples> {
  const statuses: Record<string, Record<number, number>> = {}
  const samples: LoadSamples = { latencies: {}, errors: {}, errorExamples: [], statuses }
  const until = performance.now() + run.seconds * 1000

  function record(label: string, latency: number) {
    samples.latencies[label] ??= []
    samples.latencies[label].push(latency)
  }

  async function request(label: string, method: string, path: string, cookie?: string, body?: unknown) {
    const headers: Record<string, string> = {}
    if (cookie) headers.cookie = cookie
    if (method !== 'GET') headers.origin = run.origin
    if (body !== undefined) headers['content-type'] = 'application/json'
    const started = performance.now()
    let status = 0
    let text = ''
    try {
      const response = await fetch(`${run.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : serialize(body),
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      text = String(error)
    }
    record(label, performance.now() - started)
    statuses[label] ??= {}
    statuses[label][status] = (statuses[label][status] ?? 0) + 1
    if (status < 200 || status >= 300) {
      samples.errors[label] = (samples.errors[label] ?? 0) + 1
      if (samples.errorExamples.length < 5)
        samples.errorExamples.push(`${label}: ${status} ${text.slice(0, 200)}`)
      return undefined
    }
    return text
  }

  async function client(plan: ClientPlan, index: number) {
    const random = seeded(0x9e3779b9 * (index + 1))
    const total = plan.mix.reduce((sum, entry) => sum + entry.weight, 0)
    let pendingOrder: string | undefined
    while (performance.now() < until) {
      const op = pickOp(plan.mix, random() * total)
      if (!op) return
      if ('order' in op) {
        // Half the order traffic places orders, half approves the one this client placed last.
        if (pendingOrder) {
          await request(
            'POST /api/orders/:id/simulate',
            'POST',
            `/api/orders/${pendingOrder}/simulate`,
            plan.cookie,
          )
          pendingOrder = undefined
        } else {
          const placed = await request('POST /api/orders', 'POST', '/api/orders', plan.cookie, {
            packageId: op.order.packageId,
            ...billing,
          })
          if (placed) pendingOrder = (JSON.parse(placed) as { orderId: string }).orderId
        }
      } else if ('generate' in op) {
        const started = performance.now()
        const accepted = await request(
          `${op.label} (202)`,
          'POST',
          '/api/generator/generate',
          plan.cookie,
          op.generate.body,
        )
        if (!accepted) continue
        const { batchId } = JSON.parse(accepted) as { batchId: string }
        const path = `/api/generator/batches/${batchId}/events`
        if (await request('GET /api/generator/batches/:id/events', 'GET', path, plan.cookie)) {
          record(op.label, performance.now() - started)
        }
      } else {
        const answer = await request(op.label, op.method, op.path, plan.cookie, op.body)
        if (answer === undefined && plan.pauseAfterErrorMs) {
          await new Promise((resolve) => setTimeout(resolve, plan.pauseAfterErrorMs))
        }
        if (plan.thinkMs) await new Promise((resolve) => setTimeout(resolve, plan.thinkMs))
      }
    }
  }

  await Promise.all(run.clients.map(client))
  return samples
}

type Message = { hello?: true; prepare?: Omit<LoadRun, 'seconds'>; go?: number }

/**
 * A client kept across runs (load-harness.ts `startKept`, `startApart`): `prepare` brings the plans
 * (their bodies cross once), `go` runs them for some seconds and answers with the samples.
 */
function keep(send: (answer: unknown) => void, listen: (on: (message: Message) => void) => void) {
  let prepared: Omit<LoadRun, 'seconds'> | undefined
  listen((message) => {
    if (message.hello) send({ ready: true })
    else if (message.prepare) {
      prepared = message.prepare
      send({ ready: true })
    } else if (message.go !== undefined) {
      if (!prepared) send({ failed: 'go before prepare' })
      else
        runLoad({ ...prepared, seconds: message.go }).then(
          (samples) => send(samples),
          (error: unknown) => send({ failed: String(error) }),
        )
    }
  })
}

if (parentPort) {
  const port = parentPort
  if ((workerData as { kept?: true }).kept) {
    keep(
      (answer) => port.postMessage(answer),
      (on) => port.on('message', on),
    )
  } else {
    runLoad(workerData as LoadRun).then(
      (samples) => port.postMessage(samples),
      (error: unknown) => port.postMessage({ failed: String(error) }),
    )
  }
} else if (process.send) {
  keep(process.send.bind(process), (on) => process.on('message', on))
}
