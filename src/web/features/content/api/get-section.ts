import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentSectionKey } from '#shared/content/messages.ts'
import type { SectionData } from '#shared/content/schemas.ts'
import { apiGet, type Parser } from '#web/lib/api.ts'

/** The same key the back-office editors use, so an admin's save shows on the site at once. */
export const sectionQueryKey = (key: ContentSectionKey) => ['content', key] as const

// No zod here: the home page is in the visitor's first download. Our own server validated and
// sanitized the section; the envelope check guards against answers from anything else.
const envelopeData = <K extends ContentSectionKey>(): Parser<SectionData<K>> => ({
  parse: (body) => {
    const data =
      typeof body === 'object' &&
      body !== null &&
      'success' in body &&
      body.success === true &&
      'data' in body
        ? body.data
        : null
    if (typeof data !== 'object' || data === null) throw new Error('Unexpected answer from the server')
    return data as SectionData<K>
  },
})

export const sectionQuery = <K extends ContentSectionKey>(key: K) =>
  queryOptions({
    queryKey: sectionQueryKey(key),
    queryFn: ({ signal }) => apiGet(`/api/${key}`, envelopeData<K>(), signal),
    staleTime: 60_000,
  })

export const useSection = <K extends ContentSectionKey>(key: K) => useQuery(sectionQuery(key))
