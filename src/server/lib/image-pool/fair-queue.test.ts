import { describe, expect, it } from 'vitest'
import { FairQueue, HEAVY_LATELY_MS, type ImageOwner, USAGE_HALF_LIFE_MS } from './fair-queue.ts'

const flooder: ImageOwner = { key: 'flooder' }
const creator: ImageOwner = { key: 'creator' }

/**
 * A queue over `slots` threads whose tasks record when they start; each answer ends that task.
 * Its clock stands still unless `clock.ms` is moved (the image time each owner used is read from it).
 */
function queueOf(slots: number, bounds = { perOwner: 100, total: 100 }, clock = { ms: 0 }) {
  const queue = new FairQueue(
    () => slots,
    () => bounds,
    () => clock.ms,
  )
  const started: string[] = []
  const take = (owner: ImageOwner, label: string) => {
    const place = queue.enter(owner)
    if ('refused' in place) return place.refused
    return place.ready.then((turn) => {
      started.push(turn.spare ? `${label} (spare)` : label)
      return turn.release
    })
  }
  return { queue, started, take }
}

const running = async (place: ReturnType<ReturnType<typeof queueOf>['take']>) => {
  if (typeof place === 'string') throw new Error(`refused: ${place}`)
  return place
}

describe('the image threads’ waiting room', () => {
  it('starts a task of an owner with nothing running at once, on the spare thread, however full the pool', async () => {
    const { started, take } = queueOf(2)
    const flood = ['f1', 'f2', 'f3', 'f4'].map((label) => take(flooder, label))
    const f1 = await running(flood[0] as ReturnType<typeof take>)
    await running(flood[1] as ReturnType<typeof take>)
    // A lone owner gets the pool's size, not the spare.
    expect(started).toEqual(['f1', 'f2'])

    await running(take(creator, 'preview'))
    expect(started).toEqual(['f1', 'f2', 'preview (spare)'])
    // The spare is taken: a third owner waits, then takes the next thread before the flood's third.
    const other = take({ key: 'other' }, 'upload')
    f1()
    await running(other)
    expect(started).toEqual(['f1', 'f2', 'preview (spare)', 'upload'])
  })

  it('takes turns between owners that both have tasks running, however long one owner’s line is', async () => {
    const { started, take } = queueOf(1)
    const flood = ['f1', 'f2', 'f3'].map((label) => take(flooder, label))
    const f1 = await running(flood[0] as ReturnType<typeof take>)
    const p1 = await running(take(creator, 'p1'))
    const p2 = take(creator, 'p2')
    // Two tasks run (the thread and the spare); each owner's next waits for one of its own to end.
    expect(started).toEqual(['f1', 'p1 (spare)'])
    f1()
    const f2 = await running(flood[1] as ReturnType<typeof take>)
    p1()
    await running(p2)
    f2()
    await running(flood[2] as ReturnType<typeof take>)
    // The spare goes back to the creator's next, as the thread goes back to the flood's.
    expect(started).toEqual(['f1', 'p1 (spare)', 'f2', 'p2 (spare)', 'f3'])
  })

  it('keeps each owner’s own tasks in the order they came', async () => {
    const { started, take } = queueOf(1)
    const first = await running(take(creator, 'a'))
    const rest = [take(creator, 'b'), take(creator, 'c')]
    first()
    ;(await running(rest[0] as ReturnType<typeof take>))()
    await running(rest[1] as ReturnType<typeof take>)
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it('refuses an owner past its bound while another owner is still let in', async () => {
    const { queue, take } = queueOf(1, { perOwner: 2, total: 100 })
    take(flooder, 'f1')
    take(flooder, 'f2')
    expect(take(flooder, 'f3')).toBe('owner-full')
    expect(typeof take(creator, 'preview')).not.toBe('string')
    expect(queue.counts()).toMatchObject({ running: 2, waiting: 1 })
  })

  it('refuses every request past the total, but lets a generation job wait for its turn', async () => {
    const { queue, take } = queueOf(1, { perOwner: 5, total: 3 })
    take(flooder, 'f1')
    take(flooder, 'f2')
    take(creator, 'c1')
    expect(take({ key: 'third' }, 'x')).toBe('total-full')
    expect(typeof take({ key: 'third', background: true }, 'job')).not.toBe('string')
    expect(queue.counts()).toMatchObject({ running: 2, waiting: 2 })
  })

  it('frees a thread once however often its task says it is done', async () => {
    const { queue, started, take } = queueOf(1)
    const first = await running(take(creator, 'a'))
    const rest = [take(creator, 'b'), take(creator, 'c')]
    first()
    first()
    await running(rest[0] as ReturnType<typeof take>)
    expect(started).toEqual(['a', 'b'])
    expect(queue.counts()).toMatchObject({ running: 1, waiting: 1 })
  })

  it('gives the spare, not a free thread beside the flood, to an owner who used less image time lately', async () => {
    const clock = { ms: 0 }
    const { started, take } = queueOf(2, undefined, clock)
    const flood = ['f1', 'f2', 'f3'].map((label) => take(flooder, label))
    const f1 = await running(flood[0] as ReturnType<typeof take>)
    const f2 = await running(flood[1] as ReturnType<typeof take>)
    clock.ms += 800
    f1()
    const f3 = await running(flood[2] as ReturnType<typeof take>)
    clock.ms += 800
    // Between two of the flood's steps a regular thread is free; the creator still takes the spare.
    f2()
    await running(take(creator, 'preview'))
    expect(started).toEqual(['f1', 'f2', 'f3', 'preview (spare)'])
    // The flood's next step takes the regular thread the creator left.
    await running(take(flooder, 'f4'))
    expect(started.at(-1)).toBe('f4')
    f3()
  })

  it('never gives the spare to the owner who used the most image time lately while others wait', async () => {
    const clock = { ms: 0 }
    const { started, take } = queueOf(2, undefined, clock)
    const earlier = await running(take(flooder, 'f0'))
    clock.ms += 3000
    earlier()
    // The flood's line is empty this instant, but its 3 s are recent: the creator takes the spare.
    const light = await running(take(creator, 'p1'))
    clock.ms += 50
    // The heavy owner has nothing running, but it used more than the creator: a regular thread.
    await running(take(flooder, 'f1'))
    expect(started).toEqual(['f0', 'p1 (spare)', 'f1'])
    light()
    // A third owner with no history takes the spare the creator left, though a thread is free.
    await running(take({ key: 'other' }, 'upload'))
    expect(started.at(-1)).toBe('upload (spare)')
    // With the spare taken, the flood's next goes to the regular thread that is left.
    await running(take(flooder, 'f2'))
    expect(started.at(-1)).toBe('f2')
  })

  it('sends a creator to the spare between two of a flood’s steps, not to a thread beside them', async () => {
    const clock = { ms: 0 }
    const { started, take } = queueOf(2, undefined, clock)
    const f1 = await running(take(flooder, 'f1'))
    clock.ms += HEAVY_LATELY_MS / 2
    f1()
    // Half a second of image time: not yet a reason to keep a free regular thread from the creator.
    const p1 = await running(take(creator, 'p1'))
    p1()
    const f2 = await running(take(flooder, 'f2'))
    clock.ms += HEAVY_LATELY_MS
    f2()
    // Past HEAVY_LATELY_MS the flood counts while its line is empty between two steps.
    await running(take(creator, 'p2'))
    expect(started).toEqual(['f1', 'p1', 'f2', 'p2 (spare)'])
  })

  it('forgets an owner’s image time as it ages, so a past flood does not cost its owner the spare for ever', async () => {
    const clock = { ms: 0 }
    const { started, take } = queueOf(2, undefined, clock)
    const old = await running(take(flooder, 'old flood'))
    clock.ms += 5000
    old()
    clock.ms += 12 * USAGE_HALF_LIFE_MS
    const busy = await running(take(creator, 'p1'))
    clock.ms += 100
    // 5 s twelve half-lives ago is about 1 ms now, less than the creator's 100 ms running: the
    // returning owner is the lighter one and takes the spare, though a regular thread is free.
    await running(take(flooder, 'f1'))
    expect(started).toEqual(['old flood', 'p1', 'f1 (spare)'])
    busy()
  })

  it('leaves the spare to requests: a light owner’s generation job takes a free regular thread', async () => {
    const clock = { ms: 0 }
    const { started, take } = queueOf(2, undefined, clock)
    const flood = await running(take(flooder, 'f1'))
    clock.ms += 800
    await running(take({ key: 'creator', background: true }, 'job'))
    await running(take(creator, 'preview'))
    expect(started).toEqual(['f1', 'job', 'preview (spare)'])
    flood()
  })
  it('never gives the spare to a generation job, even with every regular thread taken', async () => {
    const { started, take } = queueOf(1)
    const flood = await running(take(flooder, 'f1'))
    const job = take({ key: 'creator', background: true }, 'job')
    const preview = take(creator, 'preview')
    // The job waits for the regular thread; the creator's preview behind it starts on the spare.
    await running(preview)
    expect(started).toEqual(['f1', 'preview (spare)'])
    flood()
    await running(job)
    expect(started).toEqual(['f1', 'preview (spare)', 'job'])
  })
})
