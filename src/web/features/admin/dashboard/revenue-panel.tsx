import type { AdminStats } from '#shared/admin/stats.ts'
import { Card } from '#web/components/ui/card.tsx'
import { BarChart } from './bar-chart.tsx'

export const formatUsd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/** Revenue per day for the last 30 days, from paid orders (simulated payments are not revenue). */
export function RevenuePanel({ revenue }: { revenue: AdminStats['revenue'] }) {
  const bars = revenue.days.map((day) => ({
    label: day.date,
    tooltip: `${day.date}: ${formatUsd(day.cents)}`,
    segments: [{ value: day.cents, className: 'fill-emerald-500' }],
  }))
  return (
    <Card className="space-y-3 p-5" aria-labelledby="revenue-heading">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="revenue-heading" className="font-semibold text-ink">
          Revenue, last 30 days
          <span className="block text-xs font-normal text-ink-muted">
            Real payments only; simulated ones are shown under Health
          </span>
        </h2>
        <p className="text-2xl font-bold text-ink" data-testid="revenue-total">
          {formatUsd(revenue.totalCents)}
        </p>
      </div>
      {revenue.totalCents === 0 ? (
        <p className="py-10 text-center text-ink-muted">No paid orders in the last 30 days</p>
      ) : (
        <BarChart
          bars={bars}
          formatValue={(cents) => formatUsd(cents).replace(/\.00$/, '')}
          summary={`Revenue per day for the last 30 days, ${formatUsd(revenue.totalCents)} in total`}
        />
      )}
    </Card>
  )
}
