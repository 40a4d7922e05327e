/**
 * Which variant of a thumbnail test is live on which Pacific day, and what a scheduler must do now.
 * Slots are Pacific calendar days (the day YouTube's quota and reach reports use), so a slot is 23,
 * 24 or 25 hours long; boundaries come from pacific-day.ts, never from adding 24 h.
 *
 * The balance rule: slot d shows variant d mod k. Because 7 mod k = 1 for k = 2 and 3, the order
 * shifts by one weekday every week on its own, a Latin square over weeks. Consequences:
 * - day counts differ by at most one; when the length is not a multiple of k, the first
 *   (length mod k) variants get the extra day (14 days × 3 variants → 5, 5, 4);
 * - no variant sees the same weekday twice before it has seen all seven;
 * - over any whole multiple of 7k days (14 for 2 variants, 21 for 3), every variant gets every
 *   weekday equally often. rotationBalance() reports the exact counts so the UI can say so.
 */
import {
  addDays,
  daysBetween,
  type PacificDate,
  pacificDateOf,
  pacificMidnight,
  weekdayOf,
} from './pacific-day.ts'

export const DEFAULT_TEST_DAYS = 14

export type RotationTest = {
  /** The Pacific date of the first slot. */
  startDate: PacificDate
  lengthDays: number
  variantCount: 2 | 3
}

/** A test with the default length; validates so a bad schedule is refused when it is created. */
export function makeRotation(input: {
  startDate: PacificDate
  variantCount: number
  lengthDays?: number
}): RotationTest {
  const lengthDays = input.lengthDays ?? DEFAULT_TEST_DAYS
  if (input.variantCount !== 2 && input.variantCount !== 3) {
    throw new RangeError('A thumbnail test rotates 2 or 3 variants')
  }
  if (!Number.isInteger(lengthDays) || lengthDays < input.variantCount) {
    throw new RangeError('A test must last a whole number of days, at least one per variant')
  }
  pacificMidnight(input.startDate) // throws on a date that does not exist
  return { startDate: input.startDate, lengthDays, variantCount: input.variantCount }
}

function checkSlot(test: RotationTest, slot: number, allowEnd: boolean): void {
  const last = allowEnd ? test.lengthDays : test.lengthDays - 1
  if (!Number.isInteger(slot) || slot < 0 || slot > last) throw new RangeError(`No slot ${slot} in this test`)
}

/** The index of the Pacific day this instant falls in, or null before the start or after the end. */
export function slotAt(test: RotationTest, instant: Date): number | null {
  const slot = daysBetween(test.startDate, pacificDateOf(instant))
  return slot >= 0 && slot < test.lengthDays ? slot : null
}

export function variantForSlot(test: RotationTest, slot: number): number {
  checkSlot(test, slot, false)
  return slot % test.variantCount
}

/** The instant a slot begins. Slot `lengthDays` is the end of the test. */
export function slotStart(test: RotationTest, slot: number): Date {
  checkSlot(test, slot, true)
  return pacificMidnight(addDays(test.startDate, slot))
}

export function testEnd(test: RotationTest): Date {
  return slotStart(test, test.lengthDays)
}

/** When the next change is due (the start, the next slot, or the end); null once the test is over. */
export function nextChangeAt(test: RotationTest, instant: Date): Date | null {
  if (instant.getTime() < slotStart(test, 0).getTime()) return slotStart(test, 0)
  const slot = slotAt(test, instant)
  return slot === null ? null : slotStart(test, slot + 1)
}

/** Days per variant, and per variant how many of each weekday (index 0 = Sunday). */
export function rotationBalance(test: RotationTest): {
  daysPerVariant: number[]
  weekdaysPerVariant: number[][]
} {
  const daysPerVariant = Array.from({ length: test.variantCount }, () => 0)
  const weekdaysPerVariant = daysPerVariant.map(() => Array.from({ length: 7 }, () => 0))
  for (let slot = 0; slot < test.lengthDays; slot++) {
    const variant = variantForSlot(test, slot)
    const weekdays = weekdaysPerVariant[variant]!
    const weekday = weekdayOf(addDays(test.startDate, slot))
    daysPerVariant[variant] = (daysPerVariant[variant] ?? 0) + 1
    weekdays[weekday] = (weekdays[weekday] ?? 0) + 1
  }
  return { daysPerVariant, weekdaysPerVariant }
}

/**
 * What has been applied so far, as the caller stored it: the last slot whose variant was set
 * (null before the first), and whether the end-of-test action was done.
 */
export type AppliedState = { lastSlot: number | null; finished: boolean }

export type DueAction =
  | { kind: 'wait'; until: Date | null }
  | {
      kind: 'set-variant'
      slot: number
      variant: number
      /** Slots that passed without being applied: recorded on the timeline, never replayed. */
      missedSlots: number[]
      /** After a catch-up the variant may already be live; the caller may skip the API call. */
      alreadyLive: boolean
    }
  | { kind: 'finish'; missedSlots: number[] }

function missedBetween(from: number | null, to: number): number[] {
  const first = from === null ? 0 : from + 1
  return Array.from({ length: Math.max(0, to - first) }, (_, i) => first + i)
}

/**
 * The ONE change to make now. A scheduler that wakes late (a restart, an outage) gets only the
 * current slot's variant, so a missed day is caught up once and never replayed; waking twice in
 * the same slot gives 'wait' the second time. After the end it says 'finish', once: whether that
 * sets the winner or restores the original is the caller's decision (stats.ts decides which).
 */
export function dueAction(test: RotationTest, applied: AppliedState, now: Date): DueAction {
  if (applied.finished) return { kind: 'wait', until: null }
  if (now.getTime() >= testEnd(test).getTime()) {
    return { kind: 'finish', missedSlots: missedBetween(applied.lastSlot, test.lengthDays) }
  }
  const slot = slotAt(test, now)
  if (slot === null || (applied.lastSlot !== null && applied.lastSlot >= slot)) {
    return { kind: 'wait', until: nextChangeAt(test, now) }
  }
  const variant = variantForSlot(test, slot)
  const liveVariant = applied.lastSlot === null ? null : variantForSlot(test, applied.lastSlot)
  return {
    kind: 'set-variant',
    slot,
    variant,
    missedSlots: missedBetween(applied.lastSlot, slot),
    alreadyLive: liveVariant === variant,
  }
}
