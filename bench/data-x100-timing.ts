import type { FastifyInstance } from 'fastify'
import type { TestUser } from '../tests/support/factories.ts'

/** Timed reads per figure, after two warm-ups. */
export const RUNS = 9

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** One GET read RUNS times after 2 warm-ups: its median and fastest server time. */
export async function timeGet(app: FastifyInstance, user: TestUser, url: string) {
  const times: number[] = []
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })
    const elapsed = performance.now() - started
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    if (i >= 2) times.push(elapsed)
  }
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { median: round(median(times)), min: round(Math.min(...times)) }
}
