import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

export type BadgeTone = 'green' | 'yellow' | 'blue' | 'red' | 'grey' | 'purple' | 'brand'

const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-900',
  blue: 'bg-sky-100 text-sky-800',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-slate-100 text-slate-700',
  purple: 'bg-violet-100 text-violet-800',
  brand: 'bg-brand-100 text-brand-800',
}

export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: BadgeTone
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

/**
 * The spec's status colours: completed/paid green, pending/processing yellow, shipped blue,
 * cancelled red, anything else grey (case-insensitive).
 */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch ((status ?? '').toLowerCase()) {
    case 'completed':
    case 'paid':
      return 'green'
    case 'pending':
    case 'processing':
      return 'yellow'
    case 'shipped':
      return 'blue'
    case 'cancelled':
    case 'denied':
    case 'refunded':
    case 'reversed':
      return 'red'
    default:
      return 'grey'
  }
}
