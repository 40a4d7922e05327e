import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { mailOutbox, supportTickets, users } from '#server/db/schema.ts'
import { uploadRateLimitedMessage } from '#server/features/personas/persona-photos.routes.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { supportMessages } from '#shared/support/messages.ts'
import { createUser, nextIp } from '../support/factories.ts'
import { sendRaw } from '../support/raw-target.ts'
import { createTestApp } from '../support/test-app.ts'

// The finding (issue 24): the limiter looked at request.url, so `/%61pi/…` and an absolute-form
// `GET http://host/api/…` (both routed to /api/… by the router) skipped every limit. Each limit is
// exceeded here in each odd spelling, over real HTTP (inject cannot send an absolute-form target).

const OPERATOR = 'help@thumbforge.test'
// Above better-auth's 10 sign-ins a minute, so the auth cases meet better-auth's own limit first.
const API_LIMIT = 15
const GENERATOR_LIMIT = 2
const PREVIEW_LIMIT = 2
const PERSONA_LIMIT = 20
const TICKET_LIMIT = 5
const CONTACT_LIMIT = 5

const { app, db, config } = await createTestApp({
  // Each case names its own client address in X-Forwarded-For, so no two share an address's bucket.
  TRUST_PROXY: 'true',
  CONTACT_EMAIL: OPERATOR,
  API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
  GENERATOR_RATE_LIMIT_PER_MINUTE: String(GENERATOR_LIMIT),
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: String(PREVIEW_LIMIT),
})
await app.listen({ host: '127.0.0.1', port: 0 })
const origin = new URL(config.appUrl).origin

const encoded = (path: string) => path.replace(/^\/api\//, '/%61pi/')
const spellings = [
  ['a percent-encoded path (/%61pi/…)', encoded],
  ['an absolute-form target (http://host/api/…)', (path: string) => `http://elsewhere.example${path}`],
  ['an absolute-form, percent-encoded target', (path: string) => `http://elsewhere.example${encoded(path)}`],
] as const

interface Caller {
  ip: string
  cookie?: string
  email?: string
}
type Body = { json: unknown } | { file: Buffer }

interface Limit {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: string
  max: number
  /** What each request within the limit answers: the route itself ran. */
  allowed: number
  caller: () => Promise<Caller>
  body?: (n: number, caller: Caller) => Body
  refusal: unknown
  /** What a request leaves behind (rows, mail): the refused one must leave nothing. */
  traces?: (caller: Caller) => Promise<unknown>
}

const BOUNDARY = 'rate-limit-paths'
const multipart = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])

function send(limit: Limit, target: string, caller: Caller, n: number) {
  const headers: Record<string, string> = { 'x-forwarded-for': caller.ip }
  if (caller.cookie) headers.cookie = caller.cookie
  if (limit.method !== 'GET') headers.origin = origin
  const body = limit.body?.(n, caller)
  if (body && 'json' in body) headers['content-type'] = 'application/json'
  if (body && 'file' in body) headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`
  const payload = body && ('json' in body ? JSON.stringify(body.json) : multipart(body.file))
  return sendRaw(app, { method: limit.method, target, headers, body: payload })
}

const anonymous = async (): Promise<Caller> => ({ ip: nextIp() })
const signedIn = async (): Promise<Caller> => ({ ip: nextIp(), ...(await createUser(app)) })
const ours = (message: string) => ({ error: { code: 'RATE_LIMITED', message } })
const general = ours('Too many requests. Please try again later.')
// better-auth answers its own limits; the bridge passes its body on.
const betterAuths = { message: 'Too many requests. Please try again later.' }

const mailsTo = async (to: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length
const ticketsOf = async (email: string) =>
  (
    await db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(eq(users.email, email))
  ).length
const visitor = { name: 'Visitor Vera', email: 'vera@example.test', phone: '+1 555 0100', message: 'Hi!' }
const accounts = async () => (await db.select({ id: users.id }).from(users)).length

const persona = `/api/personas/${randomUUID()}/photos`
/** A real PNG with transparency, so that an upload passes the image checks and reaches the persona's 404. */
const uploadable = await sharp({
  create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .png()
  .toBuffer()
const photo = `${persona}/${randomUUID()}`
/** Each persona route has its own count per account; someone else's persona answers 404 after it. */
const personaLimit = (name: string, method: 'POST' | 'PUT', path: string, body: Body): Limit => ({
  name: `persona ${name} (per user)`,
  ...{ method, path, max: PERSONA_LIMIT, allowed: 404, caller: signedIn, body: () => body },
  refusal: ours(uploadRateLimitedMessage),
})
const withAccount = async (): Promise<Caller> => ({ ip: nextIp(), email: (await createUser(app)).email })
/** better-auth's own limits on one endpoint, per address. */
const authLimit = (path: string, max: number, allowed: number, rest: Partial<Limit>): Limit => ({
  name: `${path} (better-auth, per address)`,
  ...{ method: 'POST', path: `/api/auth${path}`, max, allowed, caller: anonymous },
  refusal: betterAuths,
  ...rest,
})
const generatorLimit = (name: string, path: string, allowed: number, json: unknown): Limit => ({
  name: `${name} (per address)`,
  ...{ method: 'POST', path, max: GENERATOR_LIMIT, allowed, caller: signedIn, body: () => ({ json }) },
  refusal: general,
})

const limits: Limit[] = [
  {
    name: 'the general API limit (per address)',
    method: 'GET',
    path: '/api/me',
    max: API_LIMIT,
    allowed: 200,
    caller: anonymous,
    refusal: general,
  },
  {
    name: 'new support tickets (per user; each e-mails the operator)',
    ...{ method: 'POST', path: '/api/support-tickets', max: TICKET_LIMIT, allowed: 201, caller: signedIn },
    body: (n) => ({ json: { subject: `Ticket ${n}`, message: 'Still broken.' } }),
    refusal: ours(supportMessages.tooManyTickets),
    traces: async (caller) => [await ticketsOf(caller.email ?? ''), await mailsTo(OPERATOR)],
  },
  {
    name: 'the anonymous contact form (per address; each e-mails the operator)',
    ...{ method: 'POST', path: '/api/contact-messages', max: CONTACT_LIMIT, allowed: 201, caller: anonymous },
    body: (n) => ({ json: { ...visitor, subject: `Bulk order ${n}` } }),
    refusal: general,
    traces: () => mailsTo(OPERATOR),
  },
  {
    name: 'previews (per user)',
    ...{ method: 'POST', path: '/api/generator/preview', max: PREVIEW_LIMIT, allowed: 200, caller: signedIn },
    body: () => ({ json: { textOverlay: { title: 'Boss Fight', subtitle: 'Round two' } } }),
    refusal: ours(generatorMessages.previewRateLimited),
  },
  generatorLimit('enhance', '/api/generator/enhance', 200, { category: 'Gaming' }),
  // Counted before the body is read: an invalid run counts as much as one that spends credits.
  generatorLimit('generate', '/api/generator/generate', 400, {}),
  generatorLimit('edit with AI', `/api/generations/${randomUUID()}/edit`, 400, {}),
  {
    name: 'event-stream openings (per user)',
    ...{ method: 'GET', path: `/api/generator/batches/${randomUUID()}/events`, max: GENERATOR_LIMIT * 2 },
    ...{ allowed: 404, caller: signedIn, refusal: ours('Too many progress streams. Wait a moment.') },
  },
  personaLimit('crops', 'PUT', `${photo}/crop`, { json: { x: 0, y: 0, w: 1, h: 1 } }),
  personaLimit('photo uploads', 'POST', persona, { file: uploadable }),
  personaLimit('cut-out uploads', 'PUT', `${photo}/cutout`, { file: uploadable }),
  authLimit('/sign-in/email', 10, 401, {
    caller: withAccount,
    body: (_, caller) => ({ json: { email: caller.email, password: 'wrong-password' } }),
  }),
  authLimit('/sign-up/email', 10, 200, {
    body: () => ({
      json: { name: 'Flood', email: `flood-${randomUUID()}@example.test`, password: 'flood-pass-1' },
    }),
    traces: accounts,
  }),
  // Each request e-mails the account's owner a reset link.
  authLimit('/request-password-reset', 5, 200, {
    caller: withAccount,
    body: (_, caller) => ({ json: { email: caller.email, redirectTo: '/new-password' } }),
    traces: (caller) => mailsTo(caller.email ?? ''),
  }),
  authLimit('/reset-password', 10, 400, {
    body: () => ({ json: { token: 'not-a-token', newPassword: 'another-password-1' } }),
  }),
]

describe.each(spellings)('every rate limit holds for %s', (_, spell) => {
  it.each(limits)('$name', async (limit) => {
    const caller = await limit.caller()
    const target = spell(limit.path)
    const statuses: number[] = []
    for (let n = 0; n < limit.max; n++) statuses.push((await send(limit, target, caller, n)).status)
    expect({ target, statuses }).toEqual({ target, statuses: Array(limit.max).fill(limit.allowed) })
    const traces = await limit.traces?.(caller)

    const refused = await send(limit, target, caller, limit.max)
    expect(refused.status).toBe(429)
    expect(refused.json()).toEqual(limit.refusal)
    // The plain spelling counts in the same bucket: the odd one neither skipped nor opened another.
    expect((await send(limit, limit.path, caller, limit.max + 1)).status).toBe(429)
    expect(await limit.traces?.(caller)).toEqual(traces)
  })
})
