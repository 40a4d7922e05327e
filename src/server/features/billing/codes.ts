import { randomInt } from 'node:crypto'
import { formatDate } from '#shared/common/dates.ts'

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** 8 random characters from A-Z and 0-9 (spec: order id and payment id). */
export function randomCode(length = 8): string {
  let code = ''
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** dd/mm/yyyy in UTC, as the spec stores an order's date. */
export const formatOrderDate = (date: Date): string => formatDate(date, { utc: true })

/** PayPal amounts are decimal strings: 1900 cents → "19.00". */
export const centsToValue = (cents: number): string => (cents / 100).toFixed(2)

/** Spec: membership validity that is non-numeric, zero or negative means 30 days. */
export function membershipDays(validity: number | null | undefined): number {
  return typeof validity === 'number' && Number.isFinite(validity) && validity > 0 ? Math.floor(validity) : 30
}

/** True for a Postgres unique-violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
