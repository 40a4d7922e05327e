import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { SectionData } from '#shared/content/schemas.ts'
import { paths } from '#web/config/paths.ts'
import { sectionQuery } from '#web/features/content/api/get-section.ts'
import { cn } from '#web/lib/cn.ts'
import { createLocalCache } from '#web/lib/storage.ts'
import { type ResolvedTheme, useTheme } from '#web/lib/theme.ts'

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
    <Link to={paths.home.getHref()} className={cn('inline-flex items-center gap-2 rounded-lg', className)}>
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

type NavLogoData = SectionData<'navlogo'>

// The logo is kept in local storage (customer-side.md §4), so a returning visitor's header paints
// with it at once; the server's copy replaces it when it arrives.
const navLogoCache = createLocalCache<NavLogoData>('navlogo', {
  parse: (data) => {
    const value = data as Partial<NavLogoData> | null
    if (!value || typeof value.url !== 'string' || typeof value.isActive !== 'boolean') {
      throw new Error('not a logo')
    }
    return value as NavLogoData
  },
})

/**
 * The shipped wordmark has dark letters, and the header is dark in the dark theme: there it is
 * swapped for its white-lettered twin (the footer's). A logo the operator uploaded shows as it is.
 */
const DEFAULT_LOGO = '/images/logo.svg'
const logoFor = (url: string, theme: ResolvedTheme) =>
  url === DEFAULT_LOGO && theme === 'dark' ? '/images/logo-light.svg' : url

/**
 * The header logo from the logo content: the desktop image from md up and the mobile one below.
 * An inactive logo falls back to the built-in wordmark; one that cannot be loaded is hidden (spec §2).
 */
export function SiteLogo() {
  const [cached] = useState(() => navLogoCache.read())
  const { data, isError } = useQuery({
    ...sectionQuery('navlogo'),
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.savedAt,
  })
  const { resolved } = useTheme()
  const [failed, setFailed] = useState<Set<string>>(() => new Set())
  useEffect(() => {
    if (data) navLogoCache.write(data)
  }, [data])

  if (!data) {
    return isError ? null : <span className="inline-block h-9 w-36" aria-hidden="true" />
  }
  if (!data.isActive) return <Logo />
  const desktop = { src: logoFor(data.url, resolved), alt: data.alt || 'Thumbforge' }
  const mobile = { src: data.mobileUrl || data.url, alt: data.mobileAlt || desktop.alt }
  const fail = (src: string) => setFailed((previous) => new Set(previous).add(src))
  if (failed.has(desktop.src) && failed.has(mobile.src)) return null
  return (
    <Link to={paths.home.getHref()} className="inline-flex items-center rounded-lg">
      {!failed.has(desktop.src) && (
        <img
          src={desktop.src}
          alt={desktop.alt}
          // The default logos' sizes: the box is held at this shape until the image is in.
          width={220}
          height={48}
          className="hidden h-9 w-auto md:block"
          onError={() => fail(desktop.src)}
        />
      )}
      {!failed.has(mobile.src) && (
        <img
          src={mobile.src}
          alt={mobile.alt}
          width={64}
          height={64}
          className="h-9 w-auto md:hidden"
          onError={() => fail(mobile.src)}
        />
      )}
    </Link>
  )
}
