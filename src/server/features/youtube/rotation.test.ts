import { describe, expect, it } from 'vitest'
import { pacificDateOf } from './pacific-day.ts'
import { type AppliedState, dueAction, makeRotation, type RotationTest, slotStart } from './rotation.ts'

const HOUR = 3_600_000

/** A fake clock that steps through time; the scheduler under test only ever sees `now()`. */
function fakeClock(startIso: string) {
  let t = new Date(startIso).getTime()
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms
    },
  }
}

type Change = { kind: 'set-variant' | 'finish'; day: string; variant?: number; missed: number[] }

/** What a job runner does on each wake-up: ask for the due action, apply it, store the state. */
function tick(test: RotationTest, state: AppliedState, now: Date, changes: Change[]): AppliedState {
  const action = dueAction(test, state, now)
  const day = pacificDateOf(now)
  if (action.kind === 'set-variant') {
    changes.push({ kind: action.kind, day, variant: action.variant, missed: action.missedSlots })
    return { lastSlot: action.slot, finished: false }
  }
  if (action.kind === 'finish') {
    changes.push({ kind: action.kind, day, missed: action.missedSlots })
    return { ...state, finished: true }
  }
  return state
}

/** A scheduler that wakes every hour for `hours` from `startIso`, on a fresh test: what it changed. */
function hourlyFrom(test: RotationTest, startIso: string, hours: number): Change[] {
  const clock = fakeClock(startIso)
  const changes: Change[] = []
  let state: AppliedState = { lastSlot: null, finished: false }
  for (let i = 0; i < hours; i++, clock.advance(HOUR)) state = tick(test, state, clock.now(), changes)
  return changes
}

describe('a 6-day rotation of 3 variants, driven by a fake clock', () => {
  it('makes exactly 6 changes, one on each Pacific day, then finishes once', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 3, lengthDays: 6 })
    const changes = hourlyFrom(test, '2027-06-06T00:00:00Z', 24 * 9)
    expect(changes).toEqual([
      { kind: 'set-variant', day: '2027-06-07', variant: 0, missed: [] },
      { kind: 'set-variant', day: '2027-06-08', variant: 1, missed: [] },
      { kind: 'set-variant', day: '2027-06-09', variant: 2, missed: [] },
      { kind: 'set-variant', day: '2027-06-10', variant: 0, missed: [] },
      { kind: 'set-variant', day: '2027-06-11', variant: 1, missed: [] },
      { kind: 'set-variant', day: '2027-06-12', variant: 2, missed: [] },
      { kind: 'finish', day: '2027-06-13', missed: [] },
    ])
  })

  it('a restart in the middle of a slot makes no second change', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 3, lengthDays: 6 })
    const applied = { lastSlot: 2, finished: false }
    const midSlot = new Date('2027-06-09T20:00:00Z')
    expect(dueAction(test, applied, midSlot)).toEqual({ kind: 'wait', until: slotStart(test, 3) })
  })

  it('a restart exactly at a slot boundary makes the change once', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 3, lengthDays: 6 })
    const boundary = slotStart(test, 3)
    const changes: Change[] = []
    let state: AppliedState = { lastSlot: 2, finished: false }
    state = tick(test, state, boundary, changes)
    state = tick(test, state, boundary, changes) // the restarted process wakes at the same instant
    expect(changes).toEqual([{ kind: 'set-variant', day: '2027-06-10', variant: 0, missed: [] }])
  })

  it('a missed day is caught up once with the current variant, not replayed', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 3, lengthDays: 6 })
    const changes: Change[] = []
    let state: AppliedState = { lastSlot: 1, finished: false }
    // Down for all of slot 2; back at 09:00 Pacific on slot 3.
    for (const iso of ['2027-06-10T16:00:00Z', '2027-06-10T17:00:00Z']) {
      state = tick(test, state, new Date(iso), changes)
    }
    expect(changes).toEqual([{ kind: 'set-variant', day: '2027-06-10', variant: 0, missed: [2] }])
  })

  it('says when a caught-up variant is already live, so no API call is needed', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 3, lengthDays: 6 })
    const action = dueAction(test, { lastSlot: 0, finished: false }, new Date('2027-06-10T20:00:00Z'))
    expect(action).toMatchObject({
      kind: 'set-variant',
      slot: 3,
      variant: 0,
      alreadyLive: true,
      missedSlots: [1, 2],
    })
  })

  it('after an outage past the end, finishes once without replaying the last days', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 3, lengthDays: 6 })
    const late = new Date('2027-06-20T12:00:00Z')
    expect(dueAction(test, { lastSlot: 3, finished: false }, late)).toEqual({
      kind: 'finish',
      missedSlots: [4, 5],
    })
    expect(dueAction(test, { lastSlot: 3, finished: true }, late)).toEqual({ kind: 'wait', until: null })
  })
})

describe('the scheduler across a daylight-saving change', () => {
  it('an hourly clock through a DST week still changes exactly once per Pacific day', () => {
    const test = makeRotation({ startDate: '2027-03-11', variantCount: 3, lengthDays: 6 })
    const changes = hourlyFrom(test, '2027-03-11T00:00:00Z', 24 * 8)
    expect(changes.map((c) => c.day)).toEqual([
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
    ])
    expect(changes.every((c) => c.missed.length === 0)).toBe(true)
  })
})
