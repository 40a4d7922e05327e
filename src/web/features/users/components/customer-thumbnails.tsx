import { formatDateTime } from '#shared/common/dates.ts'
import type { CustomerView } from '#shared/users/customer.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { ThumbnailPicture } from '#web/components/ui/thumbnail-picture.tsx'
import { Empty } from './customer-sections.tsx'

type Thumbnail = CustomerView['generations'][number]

const LIST_BOX = { width: 128, height: 72 }

/** What a thumbnail is called in the list: its title, else what it was made for. */
export const thumbnailName = (g: Pick<Thumbnail, 'title' | 'category'>) =>
  g.title ?? `Untitled ${g.category} thumbnail`

const statusToneOf = (status: string) =>
  status === 'failed' ? 'red' : status === 'succeeded' ? 'green' : 'yellow'

/**
 * The customer's thumbnails, newest first: the picture (a list-sized copy), its title, and for a
 * failure its error. Not the prompt: every run from one template starts with the same words, so
 * it told the rows apart no better than a number.
 */
export function CustomerGenerations({
  generations,
  counts,
}: {
  generations: CustomerView['generations']
  counts: CustomerView['generationCounts']
}) {
  if (generations.length === 0) return <Empty>No thumbnails generated.</Empty>
  return (
    <>
      <p className="px-4 pt-1 text-sm text-ink-muted">
        {counts.total.toLocaleString('en-US')} in all, {counts.failed.toLocaleString('en-US')} failed
      </p>
      <ul className="divide-y divide-slate-100">
        {generations.map((g) => (
          <li key={g.id} className="flex gap-3 px-4 py-2 text-sm">
            <ThumbnailPicture
              src={g.imageUrl}
              alt={thumbnailName(g)}
              width={g.width}
              height={g.height}
              box={LIST_BOX}
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className={g.title ? 'font-medium break-words' : 'break-words text-ink-muted italic'}>
                {thumbnailName(g)}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-ink-muted">
                <Badge tone={statusToneOf(g.status)}>{g.status}</Badge>
                {formatDateTime(g.createdAt)}
              </p>
              {g.error && <p className="text-xs break-words text-red-700">{g.error}</p>}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
