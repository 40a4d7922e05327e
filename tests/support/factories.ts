import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '#server/db/schema.ts'
import type { Role } from '#shared/common/roles.ts'

export interface TestUser {
  id: string
  name: string
  email: string
  password: string
  /** The Cookie header value that signs this user in. */
  cookie: string
}

let counter = 0

/** A distinct client address per call, so auth rate limits never couple unrelated tests. */
export function nextIp(): string {
  counter++
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((c) => c.split(';')[0]).join('; ')
}

/**
 * Registers a real account through the sign-up endpoint, then sets the role directly (the
 * first account of a fresh database would otherwise become Admin by the first-account rule).
 */
export async function createUser(
  app: FastifyInstance,
  options: { role?: Role; credits?: number; name?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex')
  const name = options.name ?? `Creator ${suffix}`
  const email = `creator-${suffix}@example.test`
  const password = `pw-${suffix}-secret`
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password },
    remoteAddress: nextIp(),
  })
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const id = response.json<{ user: { id: string } }>().user.id
  const patch: Partial<typeof users.$inferInsert> = { role: options.role ?? 'member' }
  if (options.credits !== undefined) patch.creditBalance = options.credits
  await app.deps.db.update(users).set(patch).where(eq(users.id, id))
  return { id, name, email, password, cookie: cookieFrom(response.headers['set-cookie']) }
}

export const createAdmin = (app: FastifyInstance) => createUser(app, { role: 'Admin' })
