import { type CappedCount, countText, deepestPage, pageCountOf } from '#shared/common/paging.ts'
import { cn } from '#web/lib/cn.ts'
import { DeepestPageNote } from './deepest-page-note.tsx'

type PageNumbersProps = {
  page: number
  pageSize: number
  /** The list's `total` and `totalCapped` as the server counted them. */
  count: CappedCount
  onPageChange: (page: number) => void
  label: string
  /** How many page numbers show around the current one (the users screen uses 5). */
  window?: number
  /** Adds First/Last links and ellipses (the users screen). */
  firstLast?: boolean
  className?: string
}

/** Page numbers in a window of `size` around `page`, clamped to 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  const half = Math.floor(size / 2)
  const start = Math.max(1, Math.min(page - half, pageCount - size + 1))
  const end = Math.min(pageCount, start + size - 1)
  return Array.from({ length: end - start + 1 }, (_, i) => start + i)
}

/**
 * 'Showing X to Y of Z entries' (the spec's table footer); Z reads '10,000+' when the server
 * stopped counting at the cap.
 */
export function showingText(page: number, pageSize: number, count: CappedCount): string {
  if (count.total === 0) return 'Showing 0 to 0 of 0 entries'
  const from = (page - 1) * pageSize + 1
  const to = Math.min(count.total, page * pageSize)
  return `Showing ${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')} of ${countText(count)} entries`
}

const baseClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium ' +
  'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none'
const itemClasses = cn(baseClasses, 'border-slate-300 bg-surface hover:bg-slate-50')
// cn replaces the item's bg-surface: with both in the list, stylesheet order would decide, and white
// text on white once hid the number.
const currentClasses = cn(itemClasses, 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700')

/** Previous / numbered pages / Next, with the entries count. Hidden when everything fits on one page. */
export function PageNumbers({
  page,
  pageSize,
  count,
  onPageChange,
  label,
  window: size = 5,
  firstLast = false,
  className,
}: PageNumbersProps) {
  const pageCount = pageCountOf(count, pageSize)
  const pages = pageWindow(page, pageCount, size)
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3 pt-4', className)}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {showingText(page, pageSize, count)}
      </p>
      {pageCount > 1 && (
        <nav aria-label={label}>
          <ul className="flex flex-wrap items-center gap-1">
            {firstLast && (
              <li>
                <button
                  type="button"
                  className={itemClasses}
                  disabled={page === 1}
                  onClick={() => onPageChange(1)}
                >
                  First
                </button>
              </li>
            )}
            <li>
              <button
                type="button"
                className={itemClasses}
                disabled={page === 1}
                onClick={() => onPageChange(page - 1)}
              >
                Previous
              </button>
            </li>
            {firstLast && pages[0] !== undefined && pages[0] > 1 && (
              <li aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            )}
            {pages.map((n) => (
              <li key={n}>
                <button
                  type="button"
                  className={n === page ? currentClasses : itemClasses}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  onClick={() => onPageChange(n)}
                >
                  {n}
                </button>
              </li>
            ))}
            {firstLast && (pages.at(-1) ?? pageCount) < pageCount && (
              <li aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            )}
            <li>
              <button
                type="button"
                className={itemClasses}
                disabled={page === pageCount}
                onClick={() => onPageChange(page + 1)}
              >
                Next
              </button>
            </li>
            {firstLast && (
              <li>
                <button
                  type="button"
                  className={itemClasses}
                  disabled={page === pageCount}
                  onClick={() => onPageChange(pageCount)}
                >
                  Last
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
      {count.totalCapped && page >= deepestPage(pageSize) && <DeepestPageNote className="basis-full" />}
    </div>
  )
}
