import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type CappedCount, deepestPage, pageCountOf } from '#shared/common/paging.ts'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import { DeepestPageNote } from './deepest-page-note.tsx'

type PagerProps = {
  page: number
  pageSize: number
  /** The list's `total` and `totalCapped` as the server counted them. */
  count: CappedCount
  onPageChange: (page: number) => void
  label: string
  className?: string
}

/**
 * Previous/Next paging; hidden when everything fits on one page. Past the count cap it reads
 * 'Page 3 of 1,000+' and stops at the deepest page the server serves.
 */
export function Pager({ page, pageSize, count, onPageChange, label, className }: PagerProps) {
  const pageCount = pageCountOf(count, pageSize)
  if (pageCount <= 1) return null
  const atDeepest = count.totalCapped && page >= deepestPage(pageSize)
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 pt-4', className)}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
        {count.totalCapped ? '+' : ''}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      {atDeepest && <DeepestPageNote className="basis-full text-center" />}
    </nav>
  )
}
