import type { LightMyRequestResponse } from 'fastify'
import { firstPackage, placeItemOrder, placePackageOrder } from './billing.ts'
import { createAdmin, createUser, nextIp, type TestUser } from './factories.ts'
import { waitForBatch } from './generate.ts'
import { addPhoto, createPersona } from './personas.ts'
import { openTicket } from './support-fixtures.ts'
import type { TestApp } from './test-app.ts'
import { youtubeScene } from './youtube-app.ts'

/**
 * Everything the write-route fuzz test (fuzz-write-routes.test.ts) needs to exist before it can
 * send a valid request to each route: an admin and a member, one of each resource a path names,
 * and the id each path parameter stands for.
 */
export async function fuzzScene(app: TestApp['app']) {
  const admin = await createAdmin(app)
  const member = await createUser(app, { credits: 20 })
  const victim = await createUser(app)

  async function call(method: string, url: string, user: TestUser, payload?: string) {
    return app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: {
        cookie: user.cookie,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      // A fresh client address per request, so rate limits (contact form, generator) never answer.
      remoteAddress: nextIp(),
    })
  }

  async function created<T>(response: LightMyRequestResponse): Promise<T> {
    if (response.statusCode >= 300) throw new Error(`fixture: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  const pkg = await firstPackage(app)
  const item = await created<{ id: string; itemId: string }>(
    await call(
      'POST',
      '/api/items',
      admin,
      JSON.stringify({ itemName: 'Fuzz pack', priceCents: 500, accessUrl: 'https://example.test/pack' }),
    ),
  )
  const template = await created<{ id: string }>(
    await call(
      'POST',
      '/api/email-templates',
      admin,
      JSON.stringify({ templateName: 'T', subject: 'S', body: 'B' }),
    ),
  )
  // Offline, so a stored Gemini key never sends the generator to the network.
  await created(
    await call(
      'PUT',
      '/api/ai-settings',
      admin,
      JSON.stringify({ provider: 'offline', imageModel: 'm', textModel: 'm' }),
    ),
  )
  const geminiKey = await created<{ key: { id: string } }>(
    await call('POST', '/api/gemini-keys', admin, JSON.stringify({ name: 'K', key: 'AIza-fuzz-key-0000' })),
  )
  const catalog = (await app.inject({ method: 'GET', url: '/api/generator/catalog' })).json<{
    categories: { name: string }[]
  }>()
  const category = catalog.categories[0]?.name ?? 'Gaming'
  const generated = await created<{ batchId: string; results: { id: string }[] }>(
    await call('POST', '/api/generator/generate', member, JSON.stringify({ category, prompt: 'A castle' })),
  )
  await waitForBatch(app, member, generated.batchId)
  const generationId = generated.results[0]?.id ?? ''
  // The Test & Compare pack takes 2 or 3 of the caller's thumbnails.
  const secondGeneration = await created<{ batchId: string; results: { id: string }[] }>(
    await call('POST', '/api/generator/generate', member, JSON.stringify({ category, prompt: 'A moat' })),
  )
  await waitForBatch(app, member, secondGeneration.batchId)
  const ticket = await openTicket(app, member, { generationId })
  const order = await placePackageOrder(app, member, pkg.id)
  const itemOrder = await placeItemOrder(app, member, item.id)
  const persona = await createPersona(app, member)
  await call('PUT', `/api/showcase/consent/${generationId}`, member, JSON.stringify({ allowed: true }))
  const showcaseItem = await created<{ id: string }>(
    await call('POST', '/api/showcase/items', admin, JSON.stringify({ generationId })),
  )
  const personaPhoto = await addPhoto(app, member, persona.id)
  const thumbnailPair = [generationId, secondGeneration.results[0]?.id ?? '']
  const youtube = await youtubeScene(app, member, thumbnailPair)

  /** The real id each path parameter names, by the path before it; a new route needs one here. */
  const ids: Record<string, string> = {
    '/api/users/': victim.id,
    '/api/email-templates/': template.id,
    '/api/generations/': generationId,
    '/api/generations/{id}/versions/': '1',
    '/api/gemini-keys/': geminiKey.key.id,
    '/api/support-tickets/': ticket.id,
    '/api/packages/': pkg.id,
    '/api/orders/': order.orderId,
    '/api/item-orders/': itemOrder.orderId,
    '/api/admin/orders/': order.orderId,
    '/api/items/': item.id,
    '/api/personas/': persona.id,
    '/api/personas/{id}/photos/': personaPhoto.id,
    '/api/showcase/items/': showcaseItem.id,
    '/api/showcase/consent/': generationId,
    '/api/youtube/channels/': youtube.channelId,
    '/api/youtube/channels/{id}/videos/': 'sim-gaming-nohit',
    '/api/youtube/tests/': youtube.testId,
  }

  return {
    admin,
    member,
    victim,
    call,
    pkg,
    item,
    template,
    ticket,
    generationId,
    secondGeneration,
    thumbnailPair,
    category,
    ids,
  }
}
