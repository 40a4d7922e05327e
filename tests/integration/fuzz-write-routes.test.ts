import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { packagePointKeys } from '#shared/billing/packages.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { contentSectionKeys } from '#shared/content/schemas.ts'
import { billing } from '../support/billing.ts'
import type { TestUser } from '../support/factories.ts'
import {
  type FuzzCase,
  fuzzBodies,
  hostileParams,
  type JsonSchema,
  sampleFromSchema,
} from '../support/fuzz-cases.ts'
import { fuzzScene } from '../support/fuzz-scene.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Every write route the app publishes in its OpenAPI document gets hostile input: NUL bytes, lone
 * surrogates, 1 MB strings, negative and non-finite numbers, wrong types and hostile path values.
 * None may answer 5xx, every 4xx is our error shape, and the resource reads the same afterwards.
 *
 * Not fuzzed here: better-auth's /api/auth/* wildcard (hidden from the document; its NUL and
 * surrogate refusals are in hostile-text.test.ts), the PayPal webhook (signature-checked, with its
 * own tests in billing-webhook.test.ts) and the multipart uploads: the profile photo
 * (profile-photo.test.ts) and a persona's photo and own cut-out (personas-uploads.test.ts sends
 * them hostile multipart bodies).
 */
const SKIPPED = new Set([
  'POST /api/webhooks/paypal',
  'POST /api/me/photo',
  'POST /api/personas/{id}/photos',
  'PUT /api/personas/{id}/photos/{photoId}/cutout',
])

const { app } = await createTestApp()
const {
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
} = await fuzzScene(app)

function urlFor(path: string, param?: string): string {
  return path.replace(/\{\w+\}/g, (_match, offset: number) => {
    const id = ids[path.slice(0, offset)]
    if (id === undefined) throw new Error(`add a fixture id for ${path}`)
    return param ?? id
  })
}

/** Where a valid request needs a real reference (or a sample would be refused), the body says so. */
const bodyOverrides: Record<string, Record<string, unknown>> = {
  'POST /api/messages': { toEmail: victim.email, templateId: template.id },
  'POST /api/generator/generate': { category, referenceImage: undefined, styleReference: undefined },
  // A category must be the catalogue's: a sampled string is refused before anything else is checked.
  'POST /api/generator/enhance': { category },
  'POST /api/generator/preview': { category, referenceImage: undefined, styleReference: undefined },
  'POST /api/support-tickets': { generationId },
  'POST /api/youtube/channels/{id}/videos/{videoId}/thumbnail': { generationId },
  'POST /api/youtube/channels/{id}/tests': { videoId: 'sim-travel-lisbon', generationIds: thumbnailPair },
  'POST /api/generations/test-pack': { ids: [generationId, secondGeneration.results[0]?.id] },
  // Offline here, so a well-formed edit answers 409 EDIT_NEEDS_GEMINI; a sampled mask is no PNG.
  'POST /api/generations/{id}/edit': { instruction: 'Make the sky darker', mask: undefined },
  'POST /api/orders': { packageId: pkg.id, ...billing },
  'POST /api/item-orders': { itemId: item.id, ...billing },
  'PUT /api/paypal-settings': { enabled: false, mode: 'sandbox' },
  'PUT /api/ai-settings': { provider: 'offline' },
  // A blank id is the valid form that needs no secret (it turns Google sign-in off).
  'PUT /api/admin/google-client': { clientId: '' },
  'POST /api/packages': { points: { [packagePointKeys[0]]: 'fuzz' } },
  'PUT /api/packages/{id}': { points: { [packagePointKeys[0]]: 'fuzz' } },
  'POST /api/items': { itemId: '', slug: '', accessUrl: 'https://example.test/pack' },
  'PUT /api/items/{id}': { itemId: item.itemId, slug: '', accessUrl: 'https://example.test/pack' },
  'PUT /api/personas/{id}/photos/{photoId}/crop': { x: 0, y: 0, w: 1, h: 1 },
}

async function baseBody(key: string, path: string, schema: JsonSchema): Promise<unknown> {
  const section = contentSectionKeys.find((k) => path === `/api/${k}`)
  const sample = section
    ? (await app.inject({ method: 'GET', url: `/api/${section}` })).json<{ data: object }>().data
    : (sampleFromSchema(schema) as object)
  // Only the fields the schema names: anything else is stripped, so fuzzing it proves nothing.
  const known = Object.entries(sample).filter(([field]) => schema.properties?.[field])
  return { ...Object.fromEntries(known), ...bodyOverrides[key] }
}

/** What to read back afterwards to prove nothing was half-written, for a representative set. */
const reads: Record<string, string> = {
  ...Object.fromEntries(contentSectionKeys.map((k) => [`PUT /api/${k}`, `/api/${k}`])),
  'POST /api/packages': '/api/packages',
  'PUT /api/packages/{id}': `/api/packages/${pkg.id}`,
  'POST /api/items': '/api/items/admin',
  'PUT /api/items/{id}': '/api/items/admin',
  'PUT /api/me/profile': '/api/me',
  'PUT /api/paypal-settings': '/api/paypal-settings/admin',
  'POST /api/support-tickets': '/api/support-tickets',
  'PATCH /api/support-tickets/{id}': `/api/support-tickets/${ticket.id}`,
  'POST /api/support-tickets/{id}/messages': `/api/support-tickets/${ticket.id}`,
  'PUT /api/users/{id}': '/api/users',
  'POST /api/email-templates': '/api/email-templates',
  'PUT /api/email-templates/{id}': '/api/email-templates',
  'POST /api/gemini-keys': '/api/gemini-keys',
  'PUT /api/gemini-keys/{id}': '/api/gemini-keys',
  'PUT /api/ai-settings': '/api/ai-settings',
  'PUT /api/admin/google-client': '/api/admin/google-client',
  'POST /api/orders': '/api/orders',
  'POST /api/item-orders': '/api/item-orders',
  'POST /api/personas': '/api/personas',
  'PATCH /api/personas/{id}': '/api/personas',
  'PUT /api/personas/{id}/photos/{photoId}/crop': '/api/personas',
}

interface WriteRoute {
  key: string
  method: string
  path: string
  schema: JsonSchema | undefined
  hasParams: boolean
}

type Operation = {
  parameters?: { in: string }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }
const writeRoutes: WriteRoute[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      schema: op.requestBody?.content['application/json']?.schema,
      hasParams: (op.parameters ?? []).some((p) => p.in === 'path'),
    }))
    .filter((route) => !SKIPPED.has(route.key)),
)

function expectAnswer(
  response: LightMyRequestResponse,
  expectation: FuzzCase['expect'],
  path: string,
  label: string,
) {
  const where = `${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`
  expect(response.statusCode, where).toBeLessThan(500)
  if (response.statusCode >= 400) expect(errorBodySchema.safeParse(response.json()).success, where).toBe(true)
  if (expectation === 'no-5xx') return
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400)
  if (expectation === 'names-field') {
    expect(response.statusCode, where).toBe(400)
    expect(
      response.json().error.issues.map((i: { path: string }) => i.path),
      where,
    ).toContain(path)
  }
}

/** The admin may call every route; a member only the ones whose guard lets members in. */
async function callersOf(route: WriteRoute): Promise<TestUser[]> {
  const url = urlFor(route.path, route.hasParams ? '%00' : undefined)
  const probe = await call(route.method, url, member, route.hasParams ? undefined : '{"probe":"\\u0000"}')
  return probe.statusCode === 403 ? [admin] : [admin, member]
}

it('finds the write routes in the app itself', () => {
  expect(writeRoutes.length).toBeGreaterThan(50)
  expect(writeRoutes.map((r) => r.key)).toContain('PUT /api/banner-section')
})

describe.each(writeRoutes)('$key', (route) => {
  it('never answers 5xx to hostile input, and writes nothing half-way', async () => {
    for (const user of await callersOf(route)) {
      const who = user === admin ? 'admin' : 'member'
      if (route.hasParams) {
        for (const param of hostileParams) {
          const payload = route.schema ? JSON.stringify(sampleFromSchema(route.schema)) : undefined
          const response = await call(route.method, urlFor(route.path, param.value), user, payload)
          expectAnswer(
            response,
            param.expect,
            route.path.match(/\{(\w+)\}/)?.[1] ?? '',
            `${who} path ${param.label}`,
          )
        }
      }
      if (!route.schema) {
        // No body of its own: a hostile one must still be refused before the action runs.
        const response = await call(route.method, urlFor(route.path), user, '{"note":"a\\u0000b"}')
        expectAnswer(response, 'names-field', 'note', `${who} hostile body`)
        continue
      }
      const url = urlFor(route.path)
      const base = await baseBody(route.key, route.path, route.schema)
      const accepted = await call(route.method, url, user, JSON.stringify(base))
      expect(accepted.statusCode, `${who} base: ${accepted.body.slice(0, 300)}`).toBeLessThan(500)
      expect(accepted.statusCode, `${who} base: ${accepted.body.slice(0, 300)}`).not.toBe(400)

      const read = reads[route.key]
      const before = read ? (await call('GET', read, user)).body : ''
      const cases = fuzzBodies(base, route.schema)
      for (const fuzz of cases.filter((c) => c.expect !== 'no-5xx')) {
        const response = await call(route.method, url, user, fuzz.payload)
        expectAnswer(response, fuzz.expect, fuzz.path, `${who} ${fuzz.label}`)
      }
      if (read) expect((await call('GET', read, user)).body, `${who} ${read}`).toBe(before)
      for (const fuzz of cases.filter((c) => c.expect === 'no-5xx')) {
        const response = await call(route.method, url, user, fuzz.payload)
        expectAnswer(response, 'no-5xx', fuzz.path, `${who} ${fuzz.label}`)
      }
    }
  })
})
