import { Trophy } from 'lucide-react'
import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { VideoThumbnail } from '#web/features/youtube/components/video-thumbnail.tsx'
import { formatCount, formatCtr, formatSeconds } from '#web/features/youtube/lib/test-format.ts'
import { cn } from '#web/lib/cn.ts'

type Variant = ThumbnailTestDetail['variants'][number]

/** The thumbnails side by side: each one's picture and figures, the live one and the winner marked. */
export function TestVariants({ test }: { test: ThumbnailTestDetail }) {
  const winner = test.verdict.kind === 'winner' ? test.verdict.winner : null
  const live = test.status === 'running' ? test.liveVariant : null
  return (
    <ul
      aria-label="Thumbnails in this test"
      className={cn('grid gap-4 sm:grid-cols-2', test.variants.length > 2 && 'lg:grid-cols-3')}
    >
      {test.variants.map((variant) => (
        <VariantCard
          key={variant.index}
          variant={variant}
          live={variant.index === live}
          winner={variant.index === winner}
        />
      ))}
    </ul>
  )
}

function VariantCard({ variant, live, winner }: { variant: Variant; live: boolean; winner: boolean }) {
  const figures: [string, string][] = [
    ['Days', String(variant.days)],
    ['Impressions', formatCount(variant.impressions)],
    ['Clicks', formatCount(variant.clicks)],
    ['CTR (95% interval)', formatCtr(variant.ctr, variant.ctrInterval)],
    ['Watch time per impression', formatSeconds(variant.watchTimePerImpression)],
  ]
  return (
    <li
      aria-label={`Thumbnail ${variant.label}`}
      className={cn(
        'space-y-3 rounded-card border bg-surface p-3',
        winner ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200',
      )}
    >
      <VideoThumbnail
        src={variant.generationId ? youtubeUrls.generationImage(variant.generationId) : null}
        alt={`Thumbnail ${variant.label}`}
      />
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-bold text-ink">{variant.label}</p>
        {live && <Badge tone="blue">Live now</Badge>}
        {winner && (
          <Badge tone="green">
            <Trophy aria-hidden="true" className="mr-1 size-3.5" />
            Winner
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {figures.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-ink-muted">{name}</dt>
            <dd className="text-right font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
