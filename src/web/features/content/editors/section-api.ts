import {
  type BannerStats,
  bannerStatsSchema,
  type ContentSectionKey,
  envelopeSchema,
  type SectionData,
  sectionDataSchema,
} from '#shared/content/schemas.ts'
import { sectionQueryKey } from '#web/features/content/api/get-section.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'

export const bannerStatsQueryKey = ['content', 'banner-section', 'stats'] as const

export type SectionDataOf<K extends ContentSectionKey> = SectionData<K>

/** The admin calls on one section: GET, PUT (the whole section), PATCH …/toggle, POST …/reset. */
export function sectionApi<K extends ContentSectionKey>(key: K) {
  const answer = envelopeSchema(sectionDataSchema(key))
  // The parse is the runtime check; TypeScript cannot narrow the schema map's union by K itself.
  const data = async (request: Promise<unknown>): Promise<SectionDataOf<K>> =>
    answer.parse(await request).data as unknown as SectionDataOf<K>
  return {
    key,
    // The public site's key: an admin's save shows on the home page without a refetch.
    queryKey: sectionQueryKey(key),
    get: (signal?: AbortSignal) => data(apiGet(`/api/${key}`, { parse: (body) => body }, signal)),
    put: (body: unknown) => data(apiRequest(`/api/${key}`, { method: 'PUT', body })),
    toggle: () => data(apiRequest(`/api/${key}/toggle`, { method: 'PATCH' })),
    reset: () => data(apiRequest(`/api/${key}/reset`, { method: 'POST' })),
  }
}

export type SectionApi<K extends ContentSectionKey> = ReturnType<typeof sectionApi<K>>

/** The stats strip's figures; read from the envelope's `data` (or the bare object, if sent bare). */
export async function getBannerStats(signal?: AbortSignal): Promise<BannerStats> {
  const body = await apiGet('/api/banner-section/stats', { parse: (b) => b }, signal)
  const inner = typeof body === 'object' && body !== null && 'data' in body ? body.data : body
  return bannerStatsSchema.parse(inner)
}
