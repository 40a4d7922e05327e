import { useState } from 'react'
import { cn } from '#web/lib/cn.ts'

/** The spec's 10 avatar colours; each keeps white initials at a 4.5:1 contrast or better. */
export const AVATAR_COLORS = [
  'bg-rose-700',
  'bg-orange-700',
  'bg-amber-800',
  'bg-emerald-700',
  'bg-teal-700',
  'bg-cyan-800',
  'bg-sky-700',
  'bg-indigo-600',
  'bg-violet-700',
  'bg-fuchsia-700',
] as const

/** The same id always gets the same colour (a small string hash, mod 10). */
export function avatarColor(id: string): (typeof AVATAR_COLORS)[number] {
  let hash = 0
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0]
}

export const initialOf = (name: string) => (name.trim().charAt(0) || '?').toUpperCase()

/** A photo when there is one that loads, otherwise the name's initial on the id's colour. */
export function Avatar({
  id,
  name,
  src,
  size = 40,
  className,
}: {
  id: string
  name: string
  src?: string | null
  size?: number
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) }
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(src)}
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-avatar-color={avatarColor(id)}
      style={style}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white',
        avatarColor(id),
        className,
      )}
    >
      {initialOf(name)}
    </span>
  )
}
