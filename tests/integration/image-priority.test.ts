import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cleanUpLater } from '../support/clean-up.ts'

interface ThreadClass {
  tid: number
  name: string
  main: boolean
  policy: number
  nice: number
}

const SCHED_OTHER = 0
const SCHED_IDLE = 5
const root = fileURLToPath(new URL('../..', import.meta.url))
const probe = fileURLToPath(new URL('../support/image-priority-probe.ts', import.meta.url))

/**
 * Every thread of a fresh process that held the image pool at `priority` and ran one image step.
 * The probe runs in a session of its own (setsid): Linux's autogroup shares the cores between
 * sessions before it weighs one session's threads, so its idle-class thread gets a share however
 * busy the runner's session keeps them. In that session, under `stress --cpu 2`, the thread got no
 * core and its image step ran out of time.
 */
async function threadsAt(priority: 'idle' | 'low'): Promise<ThreadClass[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', probe, priority], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  cleanUpLater(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  const [code] = await once(child, 'close')
  expect(code, 'the probe exits cleanly').toBe(0)
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as ThreadClass[]
}

// Linux's scheduler is what IMAGE_PRIORITY sets, and what CI and the container run on.
describe('IMAGE_PRIORITY: how image work shares the cores with the event loop', () => {
  it('idle (the default): image threads and libvips take the idle class, helpers nice 19, the event loop keeps its own', async () => {
    const threads = await threadsAt('idle')
    const main = threads.find((thread) => thread.main)
    expect(main).toMatchObject({ policy: SCHED_OTHER, nice: 0 })
    const others = threads.filter((thread) => !thread.main)
    // The image thread (nice 19 from piscina, then SCHED_IDLE from itself) and what it started.
    expect(others.filter((thread) => thread.policy === SCHED_IDLE).length).toBeGreaterThanOrEqual(1)
    for (const thread of others.filter((thread) => thread.name === 'libvips worker'))
      expect(thread.policy).toBe(SCHED_IDLE)
    // Nothing else runs beside the event loop as its equal.
    for (const thread of others)
      expect(thread.policy === SCHED_IDLE || thread.nice === 19, JSON.stringify(thread)).toBe(true)
  })

  it('low: only the image threads step back, to nice 10, and nothing takes the idle class', async () => {
    const threads = await threadsAt('low')
    expect(threads.find((thread) => thread.main)).toMatchObject({ policy: SCHED_OTHER, nice: 0 })
    expect(threads.some((thread) => thread.nice === 10)).toBe(true)
    expect(threads.filter((thread) => thread.policy === SCHED_IDLE)).toEqual([])
    // Node's own helpers (V8's, libuv's) stay at the event loop's priority.
    expect(threads.filter((thread) => !thread.main && thread.nice === 0).length).toBeGreaterThanOrEqual(4)
  })
})
