import { Link } from 'react-router'
import { cn } from '#web/lib/cn.ts'

// Spec: the avatar colour is picked from 10 colours by id.
const avatarColours = [
  'bg-rose-600',
  'bg-orange-600',
  'bg-amber-700',
  'bg-lime-700',
  'bg-emerald-700',
  'bg-teal-700',
  'bg-sky-700',
  'bg-indigo-600',
  'bg-violet-600',
  'bg-fuchsia-700',
]

const colourFor = (key: string) => {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return avatarColours[hash % avatarColours.length]
}

/** Customer: an initial avatar, the name (a link to the customer view when given) and the e-mail. */
export function CustomerCell({ name, email, href }: { name: string; email: string; href?: string }) {
  const initial = (name.trim()[0] ?? email[0] ?? '?').toUpperCase()
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full font-semibold text-white',
          colourFor(email || name),
        )}
      >
        {initial}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium">
          {href ? (
            <Link to={href} className="text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="truncate text-xs text-ink-muted">{email}</p>
      </div>
    </div>
  )
}
