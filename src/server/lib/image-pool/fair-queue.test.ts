import { describe, expect, it } from 'vitest'
import { FairQueue, type ImageOwner } from './fair-queue.ts'

const flooder: ImageOwner = { key: 'flooder' }
const creator: ImageOwner = { key: 'creator' }

/** A queue over `slots` threads whose tasks record when they start; each answer ends that task. */
function queueOf(slots: number, bounds = { perOwner: 100, total: 100 }) {
  const queue = new FairQueue(
    () => slots,
    () => bounds,
  )
  const started: string[] = []
  const take = (owner: ImageOwner, label: string) => {
    const place = queue.enter(owner)
    if ('refused' in place) return place.refused
    return place.ready.then((release) => {
      started.push(label)
      return release
    })
  }
  return { queue, started, take }
}

const running = async (place: ReturnType<ReturnType<typeof queueOf>['take']>) => {
  if (typeof place === 'string') throw new Error(`refused: ${place}`)
  return place
}

describe('the image threads’ waiting room', () => {
  it('gives a free thread to the owner with the fewest tasks running, not to the longest line', async () => {
    const { started, take } = queueOf(2)
    const flood = ['f1', 'f2', 'f3', 'f4'].map((label) => take(flooder, label))
    const f1 = await running(flood[0] as ReturnType<typeof take>)
    await running(flood[1] as ReturnType<typeof take>)
    expect(started).toEqual(['f1', 'f2'])

    // The creator arrives behind two waiting flood tasks, yet takes the next thread that frees.
    const preview = take(creator, 'preview')
    f1()
    const done = await running(preview)
    expect(started).toEqual(['f1', 'f2', 'preview'])
    done()
    await running(flood[2] as ReturnType<typeof take>)
    expect(started).toEqual(['f1', 'f2', 'preview', 'f3'])
  })

  it('takes turns between owners on one thread, however long one owner’s line is', async () => {
    const { started, take } = queueOf(1)
    const flood = ['f1', 'f2', 'f3'].map((label) => take(flooder, label))
    const f1 = await running(flood[0] as ReturnType<typeof take>)
    const previews = [take(creator, 'p1'), take(creator, 'p2')]
    f1()
    ;(await running(previews[0] as ReturnType<typeof take>))()
    ;(await running(flood[1] as ReturnType<typeof take>))()
    ;(await running(previews[1] as ReturnType<typeof take>))()
    await running(flood[2] as ReturnType<typeof take>)
    expect(started).toEqual(['f1', 'p1', 'f2', 'p2', 'f3'])
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
    expect(queue.counts()).toMatchObject({ running: 1, waiting: 2 })
  })

  it('refuses every request past the total, but lets a generation job wait for its turn', async () => {
    const { queue, take } = queueOf(1, { perOwner: 5, total: 2 })
    take(flooder, 'f1')
    take(creator, 'c1')
    expect(take({ key: 'third' }, 'x')).toBe('total-full')
    expect(typeof take({ key: 'third', background: true }, 'job')).not.toBe('string')
    expect(queue.counts()).toMatchObject({ running: 1, waiting: 2 })
  })

  it('frees a thread once however often its task says it is done', async () => {
    const { queue, started, take } = queueOf(1)
    const first = await running(take(creator, 'a'))
    const second = take(flooder, 'b')
    const third = take({ key: 'other' }, 'c')
    first()
    first()
    await running(second)
    expect(started).toEqual(['a', 'b'])
    expect(queue.counts()).toMatchObject({ running: 1, waiting: 1 })
    void third
  })
})
