import { Download } from 'lucide-react'
import { buttonClasses } from '#web/components/ui/button.tsx'

/**
 * A CSV download's address: the export path with only the filters that are set, trimmed, so the
 * file holds exactly what the screen lists.
 */
export function exportHref(path: string, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value?.trim()
    if (trimmed) params.set(key, trimmed)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * 'Export CSV': a plain download link (the server streams the file with its own name), styled as
 * the secondary button, used by every back-office list that exports.
 */
export function ExportLink({
  path,
  filters,
  className,
}: {
  path: string
  filters: Record<string, string | undefined>
  className?: string
}) {
  return (
    <a
      href={exportHref(path, filters)}
      download
      className={buttonClasses({ variant: 'secondary', className })}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  )
}
