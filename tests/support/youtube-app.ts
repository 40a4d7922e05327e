import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Generation } from '#shared/generator/generation.ts'
import type { YoutubeChannels } from '#shared/youtube/schemas.ts'
import type { TestUser } from './factories.ts'
import type { FakeYoutube } from './fake-youtube/index.ts'
import { generateSettled } from './generate.ts'
import { offlineForm } from './offline-generator.ts'

/** Sets the shop's Google OAuth client to the fake's, as the operator does in Admin › Settings › Google. */
export async function enterFakeGoogleClient(
  app: FastifyInstance,
  admin: TestUser,
  fake: FakeYoutube,
  appUrl: string,
) {
  fake.oauth.redirectUris.push(`${appUrl}/api/youtube/callback`)
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/google-client',
    headers: { cookie: admin.cookie },
    payload: { clientId: fake.clientId, clientSecret: fake.clientSecret },
  })
  expect(saved.statusCode).toBe(200)
}

/**
 * The creator's browser through the connect flow: POST /connect, then the consent screen (the fake's,
 * or none for the simulated channel), then Google's redirect back to our callback.
 */
export async function connectChannel(app: FastifyInstance, user: TestUser, source: 'google' | 'simulated') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/youtube/connect',
    headers: { cookie: user.cookie },
    payload: { source },
  })
  expect(started.statusCode, started.body).toBe(200)
  const { url } = started.json<{ url: string }>()
  const back =
    source === 'google'
      ? new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '')
      : new URL(url)
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: user.cookie },
  })
}

export async function channelsOf(app: FastifyInstance, user: TestUser) {
  const listed = await app.inject({
    method: 'GET',
    url: '/api/youtube/channels',
    headers: { cookie: user.cookie },
  })
  expect(listed.statusCode).toBe(200)
  return listed.json<YoutubeChannels>()
}

/** One finished offline thumbnail of the user's. */
export async function finishedThumbnail(app: FastifyInstance, user: TestUser): Promise<Generation> {
  const run = await generateSettled(app, user, { ...offlineForm(), variants: 1 })
  expect(run.statusCode, run.body).toBe(202)
  const [result] = run.json<{ results: Generation[] }>().results
  expect(result?.status).toBe('succeeded')
  return result as Generation
}

/** A creator's simulated channel with a thumbnail test running, for tests that need their real ids. */
export async function youtubeScene(app: FastifyInstance, user: TestUser, generationIds: string[]) {
  expect((await connectChannel(app, user, 'simulated')).headers.location).toBe('/user/youtube?connected=1')
  const [channel] = (await channelsOf(app, user)).channels
  const started = await app.inject({
    method: 'POST',
    url: `/api/youtube/channels/${channel?.id}/tests`,
    headers: { cookie: user.cookie },
    payload: { videoId: 'sim-tech-cheap-laptop', generationIds },
  })
  expect(started.statusCode, started.body).toBe(201)
  return { channelId: channel?.id ?? '', testId: started.json<{ id: string }>().id }
}
