import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { niceTop } from '#web/features/youtube/components/daily-chart.tsx'
import { formatCtr, formatPercent } from '#web/features/youtube/lib/test-format.ts'
import { useChartWidth } from '#web/features/youtube/lib/use-chart-width.ts'
import { variantColour } from '#web/features/youtube/lib/variant-colours.ts'

const MOST_WIDTH = 640
const ROW = 36
const PAD = { top: 8, right: 16, bottom: 28, left: 40 }

/**
 * Each variant's CTR as a dot on its 95% interval, on one shared scale, so the overlap (or the
 * gap) between the intervals reads at a glance: overlapping bars are why a test says 'no clear
 * winner yet'. A variant with no impressions yet has an empty row that says so.
 */
export function IntervalPlot({ variants }: { variants: ThumbnailTestDetail['variants'] }) {
  const { ref, width } = useChartWidth(MOST_WIDTH)
  const max = niceTop(Math.max(0, ...variants.map((v) => (v.ctr === null ? 0 : v.ctrInterval.high))), 0.01)
  const height = PAD.top + variants.length * ROW + PAD.bottom
  const plotW = width - PAD.left - PAD.right
  const x = (fraction: number) => PAD.left + (Math.min(fraction, max) / max) * plotW
  const summary = `CTR with its 95% interval: ${variants
    .map((v) => `${v.label} ${v.ctr === null ? 'no impressions yet' : formatCtr(v.ctr, v.ctrInterval)}`)
    .join('; ')}`

  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={summary}
      className="h-auto w-full max-w-2xl"
    >
      {[0, max / 2, max].map((tick) => (
        <g key={tick}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={PAD.top}
            y2={height - PAD.bottom}
            className={tick === 0 ? 'stroke-slate-300' : 'stroke-slate-200'}
            strokeDasharray={tick === 0 ? undefined : '4 4'}
          />
          <text
            x={x(tick)}
            y={height - 8}
            textAnchor={tick === 0 ? 'start' : tick === max ? 'end' : 'middle'}
            className="fill-slate-500 text-[13px]"
          >
            {formatPercent(tick)}
          </text>
        </g>
      ))}
      {variants.map((variant, i) => {
        const mid = PAD.top + i * ROW + ROW / 2
        const colour = variantColour(variant.index)
        return (
          <g key={variant.index}>
            <title>{`${variant.label}: ${formatCtr(variant.ctr, variant.ctrInterval)}`}</title>
            <text
              x={PAD.left - 12}
              y={mid + 5}
              textAnchor="end"
              className="fill-slate-500 text-[14px] font-semibold"
            >
              {variant.label}
            </text>
            {variant.ctr === null ? (
              <text x={PAD.left + 8} y={mid + 5} className="fill-slate-500 text-[13px]">
                No impressions yet
              </text>
            ) : (
              <>
                <line
                  x1={x(variant.ctrInterval.low)}
                  x2={x(variant.ctrInterval.high)}
                  y1={mid}
                  y2={mid}
                  strokeWidth={8}
                  strokeLinecap="round"
                  className={colour.stroke}
                  opacity={0.45}
                />
                <circle cx={x(variant.ctr)} cy={mid} r={7} className={colour.fill} />
              </>
            )}
          </g>
        )
      })}
    </svg>
  )
}
