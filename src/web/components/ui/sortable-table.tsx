import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react'
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import { inputClasses } from '#web/components/ui/text-field.tsx'
import { cn } from '#web/lib/cn.ts'

export type SortDir = 'asc' | 'desc'
export type Sort<K extends string> = { key: K; dir: SortDir }

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort<K extends string>(current: Sort<K>, key: K): Sort<K> {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { key, dir: 'asc' }
}

/** A column header that sorts: a real button inside the th, with aria-sort on the th. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string
  column: K
  sort: Sort<K>
  onSort: (sort: Sort<K>) => void
  className?: string
}) {
  const active = sort.key === column
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-3 text-left', className)}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-ink focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
      </button>
    </th>
  )
}

/** A plain column header matching SortHeader's look. */
export function PlainHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-4 py-3 text-left font-semibold uppercase', className)}>
      {children}
    </th>
  )
}

/** The search box above a table; the label is visually hidden but named for assistive tech. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  className?: string
}) {
  const id = useId()
  return (
    // A className replaces the default width cap whatever widths it sets (a merge would keep sm:max-w-md beside lg:w-96).
    // The cap fits the longest placeholder ('Search by order ID, status or package') whole.
    <div className={cn('relative w-full', className ?? 'sm:max-w-md')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-3 left-3 size-5 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          inputClasses,
          'border-slate-300 pl-10 text-ellipsis placeholder:text-sm max-sm:placeholder:text-xs',
        )}
      />
    </div>
  )
}

/**
 * Gives every body cell a data-label with its column's header text: the card layout (styles.css,
 * `.table-cards`) shows it before the value. Cells spanning several columns (an empty state, an
 * expanded detail) get none. Rows can re-render on their own (a row switching to edit mode), so a
 * MutationObserver relabels whatever the body gains.
 */
export function useCellLabels(tableRef: RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const table = tableRef.current
    if (!table) return
    const label = () => {
      const headers = Array.from(table.tHead?.rows[0]?.cells ?? [], (th) => th.textContent?.trim() ?? '')
      for (const body of Array.from(table.tBodies)) {
        for (const row of Array.from(body.rows)) {
          let column = 0
          for (const cell of Array.from(row.cells)) {
            const text = cell.colSpan === 1 ? headers[column] : ''
            if (text && cell.dataset.label !== text) cell.dataset.label = text
            else if (!text && cell.dataset.label !== undefined) delete cell.dataset.label
            column += cell.colSpan
          }
        }
      }
    }
    label()
    const observer = new MutationObserver(label)
    observer.observe(table, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  })
}

/**
 * The table frame every list uses, with a muted header row. When its space is narrower than the
 * table breakpoint (48rem, a container query: the sidebar counts, not just the window) each row
 * becomes a card of label/value lines, so every column and action stays on screen without sideways
 * scrolling (the spec's 'table on desktop, cards on mobile').
 */
export function TableFrame({
  label,
  head,
  children,
}: {
  label: string
  head: ReactNode
  children: ReactNode
}) {
  const tableRef = useRef<HTMLTableElement>(null)
  useCellLabels(tableRef)
  return (
    <div className="@container">
      <div className="table-cards overflow-x-auto rounded-card border border-slate-200 bg-surface">
        <table ref={tableRef} className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-ink-muted">
            <tr>{head}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
    </div>
  )
}
