import type { AdminStats } from '#shared/admin/stats.ts'
import { Card } from '#web/components/ui/card.tsx'
import { BarChart } from './bar-chart.tsx'

export const formatRate = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`)

/** Thumbnails generated per day (failures stacked in red on top), and the failure rate. */
export function ThumbnailsPanel({ thumbnails }: { thumbnails: AdminStats['thumbnails'] }) {
  const bars = thumbnails.days.map((day) => ({
    label: day.date,
    tooltip: `${day.date}: ${day.total} generated, ${day.failed} failed${
      day.total ? ` (${formatRate(day.failed / day.total)})` : ''
    }`,
    segments: [
      { value: day.total - day.failed, className: 'fill-sky-500' },
      { value: day.failed, className: 'fill-red-500' },
    ],
  }))
  return (
    <Card className="space-y-3 p-5" aria-labelledby="thumbnails-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="thumbnails-heading" className="font-semibold text-ink">
          Thumbnails, last 30 days
        </h2>
        <p className="text-sm text-ink-muted">
          <span className="text-2xl font-bold text-ink">{thumbnails.total}</span> generated ·{' '}
          <span data-testid="failure-rate">Failure rate {formatRate(thumbnails.failureRate)}</span>
        </p>
      </div>
      {thumbnails.total === 0 ? (
        <p className="py-10 text-center text-ink-muted">No thumbnails generated in the last 30 days</p>
      ) : (
        <>
          <BarChart
            bars={bars}
            formatValue={(n) => String(n)}
            summary={`Thumbnails per day for the last 30 days: ${thumbnails.total} generated, ${thumbnails.failed} failed`}
          />
          <p className="flex gap-4 text-xs text-ink-muted">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-sky-500" /> Succeeded
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-red-500" /> Failed (
              {thumbnails.failed})
            </span>
          </p>
        </>
      )}
    </Card>
  )
}
