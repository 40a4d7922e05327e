import { readdirSync, readFileSync, readlinkSync, stat } from 'node:fs'
import os from 'node:os'
import { isMainThread } from 'node:worker_threads'
import { libcFunction } from './libc.ts'

/**
 * How image work shares the cores with the event loop (IMAGE_PRIORITY, decision 011):
 * - `idle`: the image threads, and the threads they and libvips start, take Linux's SCHED_IDLE
 *   class: a request that wakes the event loop takes the core at once, and image work gets every
 *   cycle nobody else wants (nice 19 where SCHED_IDLE cannot be set). The process's other helper
 *   threads run at nice 19 (lowerHelperThreads).
 * - `low`: only the image threads, at nice 10 (the behaviour before `idle`).
 * - `normal`: no change (what the tests' apps run at: tests/support/image-priority.ts).
 */
export type ImagePriority = 'idle' | 'low' | 'normal'

/** Linux's SCHED_IDLE (sched.h); its sched_param.sched_priority must be 0. */
const SCHED_IDLE = 5
/** The weakest nice, where SCHED_IDLE cannot be set (another libc, no FFI binary). */
export const FALLBACK_NICE = 19

type SetIdle = (tid: number) => boolean
let setIdle: SetIdle | null | undefined

/**
 * sched_setscheduler (libc.ts): Node has no API for a scheduling class, and a thread may always
 * lower its own or its process's threads' class without privilege. Null: nice 19 below.
 */
function idleSetter(): SetIdle | null {
  if (setIdle === undefined) {
    const setScheduler = libcFunction('int sched_setscheduler(int pid, int policy, const int *param)')
    setIdle = setScheduler && ((tid) => setScheduler(tid, SCHED_IDLE, [0]) === 0)
  }
  return setIdle ?? null
}

/** Moves one thread of this process to the background: SCHED_IDLE, else nice 19. */
export function toBackground(tid: number): 'idle' | 'nice' | 'unchanged' {
  try {
    if (idleSetter()?.(tid)) return 'idle'
    if (os.getPriority(tid) < FALLBACK_NICE) os.setPriority(tid, FALLBACK_NICE)
    return 'nice'
  } catch {
    // The thread ended between the listing and the call, or this is not Linux.
    return 'unchanged'
  }
}

/** This thread's kernel id (Linux), or null elsewhere. */
export function currentThreadId(): number | null {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop())
  } catch {
    return null
  }
}

/** An image thread moves itself at start; the threads it starts (libvips's, onnxruntime's) inherit. */
export function backgroundThisThread(): void {
  const tid = currentThreadId()
  if (tid !== null) toBackground(tid)
}

/**
 * Lowers every thread of the process but the event loop's to nice 19, in the normal class. Called
 * once, when the server starts, on the main thread: the threads there then are Node's own helpers
 * (a thread the process starts later keeps the class of the thread that starts it). They are
 * libuv's threadpool, where sharp encodes, and V8's platform threads, where garbage is collected:
 * the event loop's too, and it waits for them mid-collection, so SCHED_IDLE there (tried) let image
 * work hold up the event loop's own collections (scavenges of 20-45 ms). At nice 19 they still
 * yield to the event loop (weights 15 to 1024) and go before the image threads. A worker thread's
 * caller (a test runner's thread) shares its process with threads that are not its own: a no-op.
 */
export function lowerHelperThreads(): number {
  if (!isMainThread || process.platform !== 'linux') return 0
  // libuv starts its threadpool with the first request that needs it; one now means the pool's
  // threads exist to be lowered rather than starting later at the event loop's priority.
  stat(process.cwd(), () => {})
  let lowered = 0
  for (const entry of readdirSync('/proc/self/task')) {
    const tid = Number(entry)
    if (tid === process.pid) continue
    try {
      if (os.getPriority(tid) < FALLBACK_NICE) os.setPriority(tid, FALLBACK_NICE)
      lowered++
    } catch {
      // The thread ended between the listing and the call.
    }
  }
  return lowered
}

/**
 * libvips keeps a pool of workers shared by the whole process; one started before the image
 * threads (an image decoded at start-up, say) has the class of whichever thread started it. An
 * image thread calls this after each task and moves any libvips worker outside the idle class
 * into it (a few reads of /proc, on an idle-class thread).
 */
export function backgroundLibvipsThreads(): number {
  if (process.platform !== 'linux') return 0
  let moved = 0
  for (const entry of readdirSync('/proc/self/task')) {
    const tid = Number(entry)
    try {
      if (readFileSync(`/proc/self/task/${entry}/comm`, 'utf8').trim() !== 'libvips worker') continue
    } catch {
      continue
    }
    const now = threadScheduling(tid)
    if (now && now.policy !== SCHED_IDLE && toBackground(tid) !== 'unchanged') moved++
  }
  return moved
}

/** A thread's scheduling class and nice, read from /proc (0 is SCHED_OTHER, 5 SCHED_IDLE). */
export function threadScheduling(tid: number): { policy: number; nice: number } | null {
  try {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    const rest = fields.slice(fields.lastIndexOf(')') + 2).split(' ')
    return { policy: Number(rest[38]), nice: Number(rest[16]) }
  } catch {
    return null
  }
}
