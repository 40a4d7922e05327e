import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { offlineImageProvider } from '#server/providers/ai/offline.ts'
import { treatmentFor } from '#server/providers/ai/offline-background.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { createUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Offline provider (no key in the pool, provider 'auto').
const { app, db } = await createTestApp()

describe('offline variants', () => {
  it('draws each variant of a run with its own treatment, from its stored seed', async () => {
    const user = await createUser(app, { credits: 4 })
    const response = await generateSettled(app, user, {
      category: 'Travel',
      prompt: 'a solo trip to Japan',
      variants: 4,
    })
    expect(response.statusCode, response.body).toBe(202)
    const batchId = response.json().batchId as string
    const rows = await db.select().from(generations).where(eq(generations.batchId, batchId))
    expect(rows).toHaveLength(4)

    const treatments = new Set<string>()
    for (const row of rows) {
      const params = row.params as GenerationParams
      const stored = await app.deps.files.get(row.backgroundKey ?? '')
      // The stored background is exactly what the renderer draws for this variant's position,
      // seed and planned layout (the layout may then move off what it drew): the run passed them through.
      const drawnFor = params.salient?.plannedLayout ?? params.layout
      const expected = await offlineImageProvider.generate({
        prompt: row.prompt,
        category: params.category,
        colorScheme: params.colorScheme,
        seed: params.seed,
        width: 1280,
        height: 720,
        layout: drawnFor ? layoutById(drawnFor) : undefined,
        variant: params.n - 1,
      })
      expect(stored && Buffer.compare(stored, expected.bytes)).toBe(0)
      treatments.add(
        treatmentFor({ category: params.category, seed: params.seed, variant: params.n - 1 }).name,
      )
    }
    expect(treatments.size).toBe(4)
  })
})
