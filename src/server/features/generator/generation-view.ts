import { downloadName } from '#shared/generator/defaults.ts'
import type { Generation, PrepublishCheck } from '#shared/generator/schemas.ts'
import type { generations } from '../../db/schema.ts'

export type GenerationRow = typeof generations.$inferSelect

export const extensionFor = (mimeType: string | null) => (mimeType === 'image/png' ? 'png' : 'jpg')

export function toGenerationView(row: GenerationRow): Generation {
  const params = row.params
  return {
    id: row.id,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    prompt: row.prompt,
    provider: row.provider,
    model: row.model,
    params,
    width: row.width,
    height: row.height,
    mimeType: row.mimeType,
    bytes: row.bytes,
    imageUrl: row.compositeKey ? `/api/generations/${row.id}/image` : null,
    downloadName: downloadName(
      params.n,
      row.createdAt.getTime(),
      row.mimeType === 'image/png' ? 'png' : row.mimeType ? 'jpeg' : params.output.format,
    ),
    error: row.error,
    check: (row.prepublishCheck as PrepublishCheck | null) ?? null,
    parentId: row.parentId,
    versions: row.versionCount,
    showcaseAllowed: row.showcaseConsentAt !== null,
  }
}
