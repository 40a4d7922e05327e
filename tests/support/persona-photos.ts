import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { createUser, type TestUser } from './factories.ts'
import { createPersona, storedUnder } from './personas.ts'

/** The names of the files stored under one persona, sorted; none when its folder is gone. */
export function personaFiles(dataDir: string, user: TestUser, personaId: string): string[] {
  const dir = path.join(dataDir, 'files', personaPrefix(user.id, personaId))
  return storedUnder(dataDir, personaPrefix(user.id, personaId)) ? readdirSync(dir).sort() : []
}

/** A new user with one new persona. */
export async function userWithPersona(app: FastifyInstance) {
  const user = await createUser(app)
  const persona = await createPersona(app, user)
  return { user, persona }
}

/** The bytes a signed-in user is served at `url`. */
export const bytesAt = async (app: FastifyInstance, url: string, user: TestUser) =>
  (await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).rawPayload

/** A refusal in our error shape, with this status and code (and message, when given). */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status)
  expect(errorBodySchema.safeParse(response.json()).success).toBe(true)
  expect(response.json().error.code).toBe(code)
  if (message) expect(response.json().error.message).toBe(message)
}
