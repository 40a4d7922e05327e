import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { type DailyBar, DailyChart } from '#web/features/youtube/components/daily-chart.tsx'
import { IntervalPlot } from '#web/features/youtube/components/interval-plot.tsx'
import { formatCount, formatPercent, formatSeconds, letterOf } from '#web/features/youtube/lib/test-format.ts'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { variantColour } from '#web/features/youtube/lib/variant-colours.ts'

type Day = ThumbnailTestDetail['daily'][number]

const tooltip = (day: Day) =>
  `${day.day}, ${letterOf(day.variant)}: ${formatCount(day.impressions)} impressions, ${formatCount(day.clicks)} clicks, CTR ${formatPercent(day.ctr)}`

/** 'A 1,200 over 3 days; B 900 over 2 days': what each chart says, for screen readers. */
function perVariant(test: ThumbnailTestDetail, value: (days: Day[]) => string) {
  return test.variants
    .map((variant) => {
      const days = test.daily.filter((day) => day.variant === variant.index)
      return `${variant.label} ${value(days)} over ${days.length} ${days.length === 1 ? 'day' : 'days'}`
    })
    .join('; ')
}

/** The figures per day as charts, the intervals side by side, and every figure in a table. */
export function TestCharts({ test }: { test: ThumbnailTestDetail }) {
  if (test.daily.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-slate-300 p-6 text-center text-ink-muted">
        {testTexts.noFigures}
      </p>
    )
  }
  const daily = [...test.daily].sort((a, b) => a.day.localeCompare(b.day))
  const bars = (value: (day: Day) => number | null): DailyBar[] =>
    daily.map((day) => ({ day: day.day, variant: day.variant, value: value(day), tooltip: tooltip(day) }))
  const sum = (days: Day[]) => formatCount(days.reduce((total, day) => total + day.impressions, 0))

  return (
    <div className="space-y-6">
      <Legend test={test} />
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium text-ink">Impressions per day</figcaption>
          <DailyChart
            bars={bars((day) => day.impressions)}
            least={2}
            formatValue={(n) => formatCount(Math.round(n))}
            summary={`Impressions per day: ${perVariant(test, (days) => `${sum(days)} impressions`)}`}
          />
        </figure>
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium text-ink">CTR per day</figcaption>
          <DailyChart
            bars={bars((day) => day.ctr)}
            least={0.01}
            formatValue={formatPercent}
            summary={`CTR per day: ${test.variants
              .map((variant) => `${variant.label} ${formatPercent(variant.ctr)} overall`)
              .join('; ')}`}
          />
        </figure>
      </div>
      <figure className="space-y-2">
        <figcaption className="text-sm font-medium text-ink">CTR with its 95% interval</figcaption>
        <IntervalPlot variants={test.variants} />
      </figure>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-ink">Every day’s figures</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-muted">
              <tr>
                {['Day', 'Live', 'Impressions', 'Clicks', 'CTR', 'Views', 'Average view'].map((name) => (
                  <th key={name} scope="col" className="px-2 py-1 font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-2 py-1 font-normal">
                    {day.day}
                  </th>
                  <td className="px-2 py-1">{letterOf(day.variant)}</td>
                  <td className="px-2 py-1">{formatCount(day.impressions)}</td>
                  <td className="px-2 py-1">{formatCount(day.clicks)}</td>
                  <td className="px-2 py-1">{formatPercent(day.ctr)}</td>
                  <td className="px-2 py-1">{formatCount(day.views)}</td>
                  <td className="px-2 py-1">{formatSeconds(day.averageViewDuration)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}

function Legend({ test }: { test: ThumbnailTestDetail }) {
  return (
    <ul aria-label="Colours of the variants" className="flex flex-wrap gap-4 text-xs text-ink-muted">
      {test.variants.map((variant) => (
        <li key={variant.index} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-sm ${variantColour(variant.index).swatch}`} />
          {variant.label}
        </li>
      ))}
    </ul>
  )
}
