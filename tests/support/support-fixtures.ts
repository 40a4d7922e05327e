import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import type { AppDeps } from '#server/core/app-deps.ts'
import { spendCredits } from '#server/core/credit-ledger.ts'
import type { Db } from '#server/db/client.ts'
import { generations } from '#server/db/schema.ts'
import type { TestUser } from './factories.ts'
import { storedParams } from './stored-params.ts'

/**
 * A generated image as the generator leaves it: the row, and its credit spent under the key
 * `generation:{id}`. `refunded: true` also refunds it, as the generator does for a failed image.
 */
export async function createGeneration(
  db: Db,
  userId: string,
  options: {
    status?: 'succeeded' | 'failed'
    createdAt?: Date
    spend?: boolean
    params?: Partial<ReturnType<typeof storedParams>>
  } = {},
) {
  const [row] = await db
    .insert(generations)
    .values({
      batchId: randomUUID(),
      userId,
      status: options.status ?? 'succeeded',
      params: storedParams(options.params),
      prompt: 'A neon castle at dusk',
      provider: 'offline',
      error: options.status === 'failed' ? 'No image was generated from the API response' : null,
      createdAt: options.createdAt,
    })
    .returning()
  if (!row) throw new Error('generation insert returned nothing')
  if (options.spend !== false) {
    await spendCredits(db, {
      userId,
      amount: 1,
      reason: 'generation',
      idempotencyKey: `generation:${row.id}`,
    })
  }
  return row
}

/**
 * A finished generation's picture: a flat PNG of the given size stored as its composite. A
 * `version` stores it under a key of its own, as a re-edit does.
 */
export async function givePicture(
  deps: Pick<AppDeps, 'db' | 'files'>,
  row: { id: string; userId: string },
  size: { width: number; height: number },
  version = '',
) {
  const png = await sharp({
    create: { ...size, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer()
  const compositeKey = `generations/${row.userId}/${row.id}${version}.png`
  await deps.files.put(compositeKey, png)
  await deps.db
    .update(generations)
    .set({ compositeKey, mimeType: 'image/png', ...size, bytes: png.length })
    .where(eq(generations.id, row.id))
  return png
}

export async function openTicket(
  app: FastifyInstance,
  user: TestUser,
  body: { subject?: string; message?: string; phone?: string; generationId?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    headers: { cookie: user.cookie },
    payload: { subject: 'Cannot download', message: 'The button does nothing.', ...body },
  })
  if (response.statusCode !== 201) throw new Error(`open ticket: ${response.statusCode} ${response.body}`)
  return response.json<{ id: string; status: string }>()
}
