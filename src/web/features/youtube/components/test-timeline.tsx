import { formatDateTime } from '#shared/common/dates.ts'
import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { cn } from '#web/lib/cn.ts'

const marks: Record<ThumbnailTestDetail['timeline'][number]['kind'], string> = {
  start: 'bg-brand-600',
  change: 'bg-sky-500',
  skip: 'bg-violet-500',
  missed: 'bg-amber-500',
  error: 'bg-red-600',
  finish: 'bg-emerald-600',
  stop: 'bg-slate-500',
}

/** What happened when, oldest first, in the server's words. */
export function TestTimeline({ timeline }: { timeline: ThumbnailTestDetail['timeline'] }) {
  if (timeline.length === 0) return <p className="text-sm text-ink-muted">Nothing has happened yet.</p>
  const events = [...timeline].sort((a, b) => a.at.localeCompare(b.at))
  return (
    <ol className="space-y-3 border-l border-slate-200 pl-4">
      {events.map((event) => (
        <li key={`${event.at}-${event.kind}-${event.text}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className={cn('absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full', marks[event.kind])}
          />
          <time dateTime={event.at} className="block text-xs text-ink-muted">
            {formatDateTime(event.at)}
          </time>
          <span className="text-ink">{event.text}</span>
        </li>
      ))}
    </ol>
  )
}
