import { letterOf } from '#web/features/youtube/lib/test-format.ts'
import { useChartWidth } from '#web/features/youtube/lib/use-chart-width.ts'
import { variantColour } from '#web/features/youtube/lib/variant-colours.ts'

/**
 * One bar per Pacific day, in the colour of the variant live that day, with the variant's letter
 * under it: plain SVG in the admin dashboard's style (no chart library). The scale's top, middle
 * and zero are printed, the first and last days are named, and each bar carries its figures as a
 * tooltip; screen readers get the summary instead of the drawing.
 */
export type DailyBar = { day: string; variant: number; value: number | null; tooltip: string }

const MOST_WIDTH = 640
const HEIGHT = 200
const PAD = { top: 16, right: 8, bottom: 40, left: 56 }

/** A round top for the scale (1, 2, 5 × 10ⁿ), never below `least`. */
export function niceTop(value: number, least: number): number {
  if (value <= least) return least
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((s) => s * power >= value * (1 - 1e-9)) ?? 10
  return step * power
}

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

type DailyChartProps = {
  bars: DailyBar[]
  formatValue: (value: number) => string
  /** The scale's least top (2 impressions, 1% CTR), so a quiet chart is not all noise. */
  least: number
  summary: string
}

export function DailyChart({ bars, formatValue, least, summary }: DailyChartProps) {
  const { ref, width } = useChartWidth(MOST_WIDTH)
  const max = niceTop(Math.max(0, ...bars.map((bar) => bar.value ?? 0)), least)
  const plotW = width - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, bars.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH
  const last = bars.length - 1

  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      className="h-auto w-full"
    >
      {[max, max / 2].map((value) => (
        <line
          key={value}
          x1={PAD.left}
          x2={width - PAD.right}
          y1={y(value)}
          y2={y(value)}
          className="stroke-slate-200"
          strokeDasharray="4 4"
        />
      ))}
      <line x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-300" />
      {[max, max / 2, 0].map((value) => (
        <text
          key={value}
          x={PAD.left - 6}
          y={y(value) + 4}
          textAnchor="end"
          className="fill-slate-500 text-[13px]"
        >
          {formatValue(value)}
        </text>
      ))}
      {bars.map((bar, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2
        const top = y(bar.value ?? 0)
        return (
          <g key={bar.day}>
            <title>{bar.tooltip}</title>
            <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotH} fill="transparent" />
            {top < y(0) && (
              <rect
                x={x}
                y={top}
                width={barW}
                height={y(0) - top}
                rx={1.5}
                className={variantColour(bar.variant).fill}
              />
            )}
            <text
              x={x + barW / 2}
              y={y(0) + 14}
              textAnchor="middle"
              className="fill-slate-500 text-[11px] font-semibold"
            >
              {letterOf(bar.variant)}
            </text>
            {(i === 0 || i === last) && (
              <text
                x={i === 0 ? x : x + barW}
                y={HEIGHT - 6}
                textAnchor={i === 0 ? 'start' : 'end'}
                className="fill-slate-500 text-[13px]"
              >
                {shortDay(bar.day)}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
