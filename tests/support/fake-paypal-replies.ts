import { randomBytes } from 'node:crypto'

/** What the fake answers one request with: an HTTP status and a JSON body. */
export type Reply = { status: number; body: unknown }

/** A random upper-case id of PayPal's shape (order, capture and debug ids). */
export const code = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length)

/** PayPal's error body for a business-rule or lookup failure. */
export const issue = (status: number, name: string, detail: string): Reply => ({
  status,
  body: {
    name,
    message: `${name}: ${detail}`,
    debug_id: code(12),
    details: [{ issue: detail, description: detail }],
  },
})
