/**
 * A small stacked bar chart in plain SVG (no chart library: the dashboard stays light). One bar
 * per day; the first, middle and last days are labelled, and the scale's top and middle are printed, so
 * a screenshot reads without hovering. Each bar also carries its exact figures as a tooltip.
 */
/** One part of a stacked bar; its colour class also names it, so it is unique within the bar. */
export type BarSegment = { value: number; className: string }
export type Bar = { label: string; segments: BarSegment[]; tooltip: string }

const WIDTH = 640
const HEIGHT = 200
const PAD = { top: 16, right: 8, bottom: 24, left: 56 }

/**
 * A round top for the scale (1, 2, 5 × 10ⁿ), so the axis label is a number people read at once;
 * at least 2, so the middle line of a count chart is a whole number.
 */
export function niceMax(value: number): number {
  if (value <= 2) return 2
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10
  return step * power
}

const shortDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

type BarChartProps = {
  bars: Bar[]
  /** Formats the scale's top value (money, counts). */
  formatValue: (value: number) => string
  /** Read by screen readers in place of the drawing. */
  summary: string
}

export function BarChart({ bars, formatValue, summary }: BarChartProps) {
  const max = niceMax(Math.max(0, ...bars.map((b) => b.segments.reduce((s, seg) => s + seg.value, 0))))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, bars.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-300" />
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(max)}
        y2={y(max)}
        className="stroke-slate-200"
        strokeDasharray="4 4"
      />
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(max / 2)}
        y2={y(max / 2)}
        className="stroke-slate-200"
        strokeDasharray="4 4"
      />
      <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="fill-slate-500 text-[13px]">
        {formatValue(max)}
      </text>
      <text x={PAD.left - 6} y={y(max / 2) + 4} textAnchor="end" className="fill-slate-500 text-[13px]">
        {formatValue(max / 2)}
      </text>
      <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="fill-slate-500 text-[13px]">
        {formatValue(0)}
      </text>
      {bars.map((bar, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2
        let base = 0
        return (
          <g key={bar.label}>
            <title>{bar.tooltip}</title>
            {/* A transparent full-height target, so a tooltip shows on empty days too. */}
            <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotH} fill="transparent" />
            {bar.segments.map((segment) => {
              const top = y(base + segment.value)
              const height = y(base) - top
              base += segment.value
              return height > 0 ? (
                <rect
                  key={segment.className}
                  x={x}
                  y={top}
                  width={barW}
                  height={height}
                  rx={1.5}
                  className={segment.className}
                />
              ) : null
            })}
            {/* The end labels align inwards, so the chart's edges never cut them off. */}
            {labelled.has(i) && (
              <text
                x={i === 0 ? x : i === bars.length - 1 ? x + barW : x + barW / 2}
                y={HEIGHT - 6}
                textAnchor={i === 0 ? 'start' : i === bars.length - 1 ? 'end' : 'middle'}
                className="fill-slate-500 text-[13px]"
              >
                {shortDay(bar.label)}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
