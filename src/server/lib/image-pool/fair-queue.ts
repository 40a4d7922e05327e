/** Who an image task is for: the line it waits in, and whose bound it counts against. */
export interface ImageOwner {
  /** A user's id (or a client's address for anonymous work). */
  key: string
  /**
   * A generation job's work: it is never refused (a refusal there would fail a paid image), it
   * waits for its turn instead. Jobs are bounded already, by GENERATION_CONCURRENCY per process.
   */
  background?: boolean
}

export interface QueueBounds {
  /** A user's request tasks waiting or running at once; past it, that user's next one is refused. */
  perOwner: number
  /** Every task waiting or running at once; past it, any request task is refused. */
  total: number
}

export type Refusal = 'owner-full' | 'total-full'

/**
 * Threads beyond the pool's size that only a request's line with nothing running may take. Tasks
 * are not pre-empted, so without one a creator arriving while another account's long decodes hold
 * every thread waits for the shortest of them to end (seconds); with it, they start at once. The
 * spare also runs above the pool's priority, at the event loop's (pool.ts, decision 059), so that
 * task is not left the cycles the flood leaves over. A lone owner still gets the pool's size and
 * no more.
 */
export const SPARE_THREADS = 1
/**
 * How fast an owner's image-thread time is forgotten: a flood's seconds of decodes still count a
 * few seconds after its last one, a creator's 50 ms previews are forgotten almost at once.
 */
export const USAGE_HALF_LIFE_MS = 10_000
/**
 * The image-thread time (decayed) past which the heaviest owner still counts when its line is
 * empty for a moment: a flood's decodes pass it within seconds and stay past it for half a minute
 * after; a past flood faded below it, or a creator's few previews, do not send others to the spare.
 */
export const HEAVY_LATELY_MS = 1_000

/** A task's turn: the thread kind it was given, and the function that gives it back (safe twice). */
export interface Turn {
  spare: boolean
  release: () => void
}

interface Waiter {
  arrived: number
  start: (spare: boolean) => void
}

interface Line {
  key: string
  /** A generation job's line: it never takes the spare. */
  background: boolean
  running: number
  /** When each of this line's running tasks started (ms): their time so far counts as usage. */
  startedAt: number[]
  /** When this line last got a thread (a count of starts), -1 if never since it was opened. */
  servedAt: number
  waiting: Waiter[]
}

/**
 * The image threads' waiting room. Each owner waits in a line of its own, and a free thread goes
 * to the line with the fewest tasks running, then to the one served longest ago (round robin). One
 * account that keeps its line full therefore cannot push another's task back behind all of its
 * own: the other's task takes the spare thread at once, or the next thread that frees. Requests
 * past a bound are refused at once, not queued, so a flood costs its sender rather than everyone.
 *
 * A request's line with nothing running whose owner has used less image-thread time lately than
 * another owner takes the spare even when a regular thread is free (decisions 035 and 059): on a
 * regular thread it would share the pool's priority with the heavier owner's decodes, and the
 * heavier owner's next task takes that regular thread anyway. "Another owner" is one with work
 * running or waiting, or the heaviest owner of the last half-minute between two of its steps. The
 * heaviest owner never gets the spare this way, so a flood's back-to-back steps cannot take it
 * from the creator they would slow down.
 */
export class FairQueue {
  readonly #lines = new Map<string, Line>()
  readonly #slots: () => number
  readonly #bounds: () => QueueBounds
  #running = 0
  #onSpare = 0
  #waiting = 0
  #arrivals = 0
  #starts = 0
  readonly #usage: UsageClock

  constructor(slots: () => number, bounds: () => QueueBounds, now: () => number = () => performance.now()) {
    this.#slots = slots
    this.#bounds = bounds
    this.#usage = new UsageClock(now)
  }

  /** Takes a place in the owner's line, or answers why not. `ready` resolves when the task may run. */
  enter(owner: ImageOwner): { refused: Refusal } | { ready: Promise<Turn> } {
    const refused = this.refusalFor(owner)
    if (refused) return { refused }
    const key = lineKey(owner)
    const line = this.#lines.get(key) ?? {
      key,
      background: owner.background === true,
      running: 0,
      startedAt: [],
      servedAt: -1,
      waiting: [],
    }
    this.#lines.set(key, line)
    const ready = new Promise<Turn>((resolve) => {
      const start = (spare: boolean) => {
        const at = this.#usage.now()
        line.startedAt.push(at)
        resolve({ spare, release: this.#releaser(key, line, spare, at) })
      }
      line.waiting.push({ arrived: this.#arrivals++, start })
    })
    this.#waiting++
    this.#pump()
    return { ready }
  }

  /** Why `owner`'s next task would be refused now, or null if it would be let in. */
  refusalFor(owner: ImageOwner): Refusal | null {
    if (owner.background) return null
    const line = this.#lines.get(lineKey(owner))
    const bounds = this.#bounds()
    if (line && line.running + line.waiting.length >= bounds.perOwner) return 'owner-full'
    if (this.#running + this.#waiting >= bounds.total) return 'total-full'
    return null
  }

  /** Tasks on a thread now, and tasks waiting for one. */
  counts(): { running: number; waiting: number; owners: number } {
    return { running: this.#running, waiting: this.#waiting, owners: this.#lines.size }
  }

  #releaser(key: string, line: Line, spare: boolean, startedAt: number): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      line.startedAt.splice(line.startedAt.indexOf(startedAt), 1)
      this.#usage.add(key, this.#usage.now() - startedAt)
      line.running--
      this.#running--
      if (spare) this.#onSpare--
      if (line.running === 0 && line.waiting.length === 0) this.#lines.delete(key)
      this.#pump()
    }
  }

  #pump(): void {
    while (this.#waiting > 0) {
      const regularFree = this.#running - this.#onSpare < this.#slots()
      const spareFree = this.#onSpare < SPARE_THREADS
      if (!regularFree && !spareFree) return
      // With every regular thread taken, only a line that may have the spare is served now.
      const line = this.#nextLine(regularFree ? undefined : mayTakeSpare)
      if (!line) return
      const spare = spareFree && mayTakeSpare(line) && (!regularFree || this.#heavierOwnerLately(line))
      const waiter = line.waiting.shift()
      if (!waiter) return
      this.#waiting--
      this.#running++
      if (spare) this.#onSpare++
      line.running++
      line.servedAt = this.#starts++
      waiter.start(spare)
    }
  }

  /**
   * Whether another owner has used more image-thread time lately: one with work running or waiting
   * now, or the heaviest of the last few half-lives even if its line is empty this instant. A flood
   * whose steps end and start again leaves its line empty between them; a creator arriving then
   * would otherwise take a regular thread, at the pool's priority, beside the flood's next steps.
   */
  #heavierOwnerLately(line: Line): boolean {
    const mine = this.#recentMs(line)
    const heaviest = this.#usage.heaviest()
    if (heaviest && heaviest.key !== line.key && heaviest.ms > Math.max(mine, HEAVY_LATELY_MS)) return true
    for (const other of this.#lines.values()) {
      if (other !== line && (other.running > 0 || other.waiting.length > 0) && this.#recentMs(other) > mine)
        return true
    }
    return false
  }

  /** A line's decayed image-thread time, with its running tasks' time so far. */
  #recentMs(line: Line): number {
    const now = this.#usage.now()
    let ms = this.#usage.of(line.key)
    for (const at of line.startedAt) ms += now - at
    return ms
  }

  /** The line with the fewest tasks running; among those, the one served longest ago, then the oldest. */
  #nextLine(only?: (line: Line) => boolean): Line | undefined {
    let best: Line | undefined
    for (const line of this.#lines.values()) {
      if (line.waiting.length > 0 && (!only || only(line)) && (!best || goesBefore(line, best))) best = line
    }
    return best
  }
}

/**
 * The spare holds one request of someone with nothing else running, and runs at the event loop's
 * priority (pool.ts): a generation job, which nobody watches as it draws, never takes it, however
 * busy the regular threads are.
 */
const mayTakeSpare = (line: Line) => !line.background && line.running === 0

function goesBefore(line: Line, other: Line): boolean {
  if (line.running !== other.running) return line.running < other.running
  if (line.servedAt !== other.servedAt) return line.servedAt < other.servedAt
  return (line.waiting[0]?.arrived ?? 0) < (other.waiting[0]?.arrived ?? 0)
}

/** A user's requests and their generation jobs wait in separate lines: a run does not hold up their preview. */
const lineKey = (owner: ImageOwner) => `${owner.background ? 'job' : 'request'}:${owner.key}`

/** A bound on owners whose recent image-thread time is remembered; the faintest go first. */
const MAX_REMEMBERED_OWNERS = 10_000

/** Image-thread milliseconds per line key, halving every USAGE_HALF_LIFE_MS. */
class UsageClock {
  readonly #spent = new Map<string, { ms: number; at: number }>()
  /**
   * The key with the most time now. Every entry halves at the same rate, so their order only
   * changes when one is added to: checking there keeps this right without a scan.
   */
  #heaviestKey: string | undefined
  readonly now: () => number

  constructor(now: () => number) {
    this.now = now
  }

  add(key: string, ms: number): void {
    if (this.#spent.size >= MAX_REMEMBERED_OWNERS) this.#forgetFaint()
    this.#spent.set(key, { ms: this.of(key) + ms, at: this.now() })
    if (this.#heaviestKey === undefined || this.of(key) > this.of(this.#heaviestKey)) this.#heaviestKey = key
  }

  of(key: string): number {
    const entry = this.#spent.get(key)
    if (!entry) return 0
    return entry.ms * 0.5 ** ((this.now() - entry.at) / USAGE_HALF_LIFE_MS)
  }

  /** The owner with the most image-thread time lately, and how much. */
  heaviest(): { key: string; ms: number } | undefined {
    return this.#heaviestKey === undefined
      ? undefined
      : { key: this.#heaviestKey, ms: this.of(this.#heaviestKey) }
  }

  #forgetFaint(): void {
    for (const key of this.#spent.keys()) if (this.of(key) < 1) this.#spent.delete(key)
    while (this.#spent.size >= MAX_REMEMBERED_OWNERS)
      this.#spent.delete(this.#spent.keys().next().value as string)
    if (this.#heaviestKey !== undefined && !this.#spent.has(this.#heaviestKey)) {
      this.#heaviestKey = undefined
      for (const key of this.#spent.keys())
        if (this.#heaviestKey === undefined || this.of(key) > this.of(this.#heaviestKey))
          this.#heaviestKey = key
    }
  }
}
