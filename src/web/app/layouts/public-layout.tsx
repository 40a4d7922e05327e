import { Outlet } from 'react-router'
import { SiteFooter } from '#web/app/layouts/site-footer.tsx'
import { SiteHeader } from '#web/app/layouts/site-header.tsx'

/** Header and footer frame every page outside /user and /admin (spec §2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
