import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'

type PagerProps = {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  label: string
  className?: string
}

/** Previous/Next paging; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPageChange, label, className }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3 pt-4', className)}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page {page} of {pageCount}
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
    </nav>
  )
}
