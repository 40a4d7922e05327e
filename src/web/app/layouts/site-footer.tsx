import { Link } from 'react-router'
import { Logo } from '#web/app/layouts/logo.tsx'
import { paths } from '#web/app/paths.ts'

/** A plain footer until the content-managed one lands. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-night text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="space-y-2">
          <Logo tone="light" />
          <p className="max-w-sm text-sm">
            AI YouTube thumbnails with real typography, paid for with credits.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex gap-6 text-sm font-medium">
            <li>
              <Link to={paths.home} className="hover:text-white">
                Home
              </Link>
            </li>
            <li>
              <Link to={paths.login} className="hover:text-white">
                Login
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm sm:px-6">
          © {new Date().getFullYear()} Thumbforge. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
