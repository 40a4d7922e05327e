import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TestUser } from './factories.ts'
import { generateSettled } from './generate.ts'

type Call = (
  method: string,
  url: string,
  user: TestUser | null,
  body?: unknown,
) => Promise<LightMyRequestResponse>
type Fixture = () => Promise<{ url: string; body?: unknown; entityId?: string }>

/**
 * The showcase's admin writes for audit-scene.ts: each acts on a member's own thumbnail, shown with
 * that member's consent (an admin may add only such a result, decision 052).
 */
export function showcaseFixtures(app: FastifyInstance, call: Call, admin: TestUser, member: TestUser) {
  async function consentedThumbnail(): Promise<string> {
    const run = await generateSettled(app, member, {
      category: 'Gaming',
      prompt: 'a boss fight in a neon arena',
      textOverlay: { title: 'Audit Showcase' },
    })
    if (run.statusCode !== 202) throw new Error(`fixture: ${run.statusCode} ${run.body}`)
    const id = run.json().results[0].id as string
    const consent = await call('PUT', `/api/showcase/consent/${id}`, member, { allowed: true })
    if (consent.statusCode >= 300) throw new Error(`fixture: ${consent.statusCode} ${consent.body}`)
    return id
  }

  const fixtures: Record<string, Fixture> = {
    'POST /api/showcase/items': async () => ({
      url: '/api/showcase/items',
      body: { generationId: await consentedThumbnail() },
    }),
    'DELETE /api/showcase/items/{id}': async () => {
      const added = await call('POST', '/api/showcase/items', admin, {
        generationId: await consentedThumbnail(),
      })
      if (added.statusCode >= 300) throw new Error(`fixture: ${added.statusCode} ${added.body}`)
      const id = added.json<{ id: string }>().id
      return { url: `/api/showcase/items/${id}`, entityId: id }
    },
  }
  return fixtures
}
