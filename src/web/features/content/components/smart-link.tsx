import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** An admin-configured link: paths on this site route in-app, anything else is a plain link. */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/i.test(to)
  return (
    <a
      href={to}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
