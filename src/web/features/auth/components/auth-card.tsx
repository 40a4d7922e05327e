import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#web/config/paths.ts'

type AuthCardProps = {
  title: string
  subtitle?: ReactNode
  /** The "×" back to the home page (spec §2, /login). */
  closable?: boolean
  children: ReactNode
  footer?: ReactNode
}

export function AuthCard({ title, subtitle, closable, children, footer }: AuthCardProps) {
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,rgba(220,38,38,0.08),transparent_60%)] px-4 py-12 sm:py-20">
      <section
        aria-labelledby="auth-title"
        className="relative mx-auto w-full max-w-md rounded-card border border-slate-200 bg-surface p-6 shadow-card sm:p-8"
      >
        {closable && (
          <Link
            to={paths.home.getHref()}
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        )}
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {subtitle && <p className="mt-1.5 text-sm text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-ink-muted">
            {footer}
          </div>
        )}
      </section>
    </div>
  )
}

export const textLinkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline'
