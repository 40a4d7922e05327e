import type { FastifyRequest } from 'fastify'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * requireUser with the spec's generator wording ('User not logged in') for anonymous callers.
 * An onRequest hook, so an anonymous caller is refused before a 30 MB body is read.
 */
export async function requireGeneratorUser(request: FastifyRequest) {
  const user = await request.sessionUser()
  if (!user) throw new AppError('UNAUTHENTICATED', generatorMessages.userNotLoggedIn)
  request.user = user
}
