import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { formatDateTime } from '#shared/common/dates.ts'
import { bannerStatsQueryKey, getBannerStats } from '#web/features/content/editors/section-api.ts'

function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-canvas px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-1 font-semibold text-ink">{children}</dd>
    </div>
  )
}

/** The stats strip: Status, Video, Background, Last Updated (GET /api/banner-section/stats). */
export function BannerStats() {
  const stats = useQuery({ queryKey: bannerStatsQueryKey, queryFn: ({ signal }) => getBannerStats(signal) })
  if (stats.isPending) return <p className="text-sm text-ink-muted">Loading stats...</p>
  if (stats.isError) return <p className="text-sm text-ink-muted">Stats are unavailable right now.</p>
  const { isActive, hasYoutubeVideo, hasBackgroundImage, lastUpdated } = stats.data
  return (
    <dl aria-label="Banner stats" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat term="Status">{isActive ? 'Active' : 'Inactive'}</Stat>
      <Stat term="Video">{hasYoutubeVideo ? 'Added' : 'None'}</Stat>
      <Stat term="Background">{hasBackgroundImage ? 'Set' : 'None'}</Stat>
      <Stat term="Last Updated">
        <time dateTime={lastUpdated}>{formatDateTime(lastUpdated)}</time>
      </Stat>
    </dl>
  )
}
