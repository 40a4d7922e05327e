import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { linkKind } from '#shared/common/links.ts'

/**
 * An admin-configured link: paths on this site route in-app, http(s) opens in a new tab, mailto
 * and #fragments are plain links. The server refuses anything else on save; a value stored before
 * that rule (say '/\evil.example', which browsers open off-site) renders as text, not as a link.
 */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  const kind = linkKind(to)
  if (kind === 'path') {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  if (kind === null) return <span className={className}>{children}</span>
  return (
    <a
      href={to}
      className={className}
      {...(kind === 'http' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
