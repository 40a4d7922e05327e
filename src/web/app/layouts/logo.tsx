import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '#web/app/paths.ts'
import { cn } from '#web/lib/cn.ts'

type LogoProps = {
  /** A content-managed logo image; without one the built-in wordmark shows. */
  src?: string | null
  alt?: string
  tone?: 'dark' | 'light'
  className?: string
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect x="4" y="12" width="56" height="40" rx="10" className="fill-brand-600" />
      <path d="M27 23.5v17l14-8.5z" fill="#fff" />
    </svg>
  )
}

/** Spec §2: if the logo image cannot be loaded, the logo is hidden. */
export function Logo({ src, alt = 'Thumbforge', tone = 'dark', className }: LogoProps) {
  const [failed, setFailed] = useState(false)
  if (src && failed) return null
  return (
    <Link to={paths.home} className={cn('inline-flex items-center gap-2 rounded-lg', className)}>
      {src ? (
        <img src={src} alt={alt} className="h-9 w-auto" onError={() => setFailed(true)} />
      ) : (
        <>
          <LogoMark />
          <span
            className={cn(
              'text-xl font-extrabold tracking-tight',
              tone === 'light' ? 'text-white' : 'text-ink',
            )}
          >
            Thumb<span className={tone === 'light' ? 'text-brand-400' : 'text-brand-600'}>forge</span>
          </span>
        </>
      )}
    </Link>
  )
}
