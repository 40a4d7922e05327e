import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShowcaseImage, ShowcaseList } from '#shared/content/showcase.ts'
import { useSection } from '#web/features/content/api/get-section.ts'
import { apiGet, type Parser } from '#web/lib/api.ts'

export const showcaseQueryKey = ['content', 'showcase'] as const

// No zod, like the sections: the home page is in the visitor's first download.
const listParser: Parser<ShowcaseList> = {
  parse: (body) => {
    if (typeof body !== 'object' || body === null || !('items' in body) || !Array.isArray(body.items)) {
      throw new Error('Unexpected answer from the server')
    }
    return body as ShowcaseList
  },
}

export const showcaseQuery = queryOptions({
  queryKey: showcaseQueryKey,
  queryFn: ({ signal }) => apiGet('/api/showcase', listParser, signal),
  staleTime: 60_000,
})

export const useShowcase = () => useQuery(showcaseQuery)

/**
 * The thumbnails the banner, features and about sections show in place of their stock pictures:
 * only once the showcase is ready, active and set to be used there; otherwise an empty list, and
 * each section shows its own pictures.
 */
export function useShowcasePictures(): ShowcaseImage[] {
  const { data: list } = useShowcase()
  const { data: section } = useSection('showcase-section')
  if (!list?.ready || !section?.isActive || !section.useInSections) return []
  return list.items
}
