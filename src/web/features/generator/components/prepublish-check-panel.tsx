import { CircleAlert, CircleCheck } from 'lucide-react'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import { cn } from '#web/lib/cn.ts'

const itemLabels: Record<PrepublishCheck['items'][number]['code'], string> = {
  'no-title': 'Title',
  'title-glyphs': 'Characters',
  'title-size': 'Title size',
  'text-contrast': 'Contrast',
  'safe-area': 'Safe areas',
  'word-count': 'Word count',
  'title-on-subject': 'Title and picture',
}

/**
 * The server's pre-publish check of this composite: a one-line verdict, then each measurement with
 * its fix. Every state is spelled out in words and an icon, never by colour alone; it reports
 * what was measured and never predicts clicks.
 */
export function PrepublishCheckPanel({ check }: { check: PrepublishCheck | null }) {
  if (!check || check.items.length === 0) return null
  const problems = check.items.filter((item) => !item.ok)
  const passed = problems.length === 0
  const verdict = passed
    ? 'Pre-publish check: passed'
    : `Pre-publish check: ${problems.length} ${problems.length === 1 ? 'thing' : 'things'} to fix`
  return (
    <details
      className={cn(
        'group rounded-lg border px-3 py-2 text-sm',
        passed ? 'border-emerald-200 bg-emerald-50' : 'border-amber-300 bg-amber-50',
      )}
      open={!passed}
    >
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-ink focus-visible:outline-3 focus-visible:outline-brand-200">
        {passed ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        )}
        {verdict}
      </summary>
      <ul className="mt-2 space-y-2">
        {check.items.map((item) => (
          <li key={item.code} className="flex gap-2">
            {item.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            )}
            <div>
              <p>
                <span className="font-semibold">
                  {itemLabels[item.code]}: {item.ok ? 'OK' : 'Check this'}.
                </span>{' '}
                {item.message}.
              </p>
              {item.fix && (
                <p>
                  <span className="font-semibold">Fix:</span> {item.fix}.
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </details>
  )
}
