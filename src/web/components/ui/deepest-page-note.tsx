import { COUNT_CAP } from '#shared/common/paging.ts'
import { cn } from '#web/lib/cn.ts'

/** Said on the last page a capped list serves, where Next stops although more entries exist. */
export function DeepestPageNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-ink-muted', className)}>
      Only the first {COUNT_CAP.toLocaleString('en-US')} entries can be paged through. Narrow the search or
      the filters to reach the others.
    </p>
  )
}
