import { NavLink } from 'react-router'
import { DashboardMenu } from '#web/app/layouts/dashboard-menu.tsx'
import { SiteLogo } from '#web/app/layouts/logo.tsx'
import { MobileMenu } from '#web/app/layouts/mobile-menu.tsx'
import { publicNavItems } from '#web/app/layouts/nav-items.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { ThemeSwitcher } from '#web/components/ui/theme-switcher.tsx'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { useRegisteredItems } from '#web/lib/route-registry.tsx'
import { useMe } from '#web/lib/session/me-query.ts'

export function SiteHeader() {
  const { me, isResolving } = useMe()
  const navItems = useRegisteredItems(publicNavItems)
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-surface/90 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        {navItems.length > 0 && (
          // Centred on the header itself, not between its neighbours, so it stays put when the logo
          // and the sign-in state arrive.
          <nav aria-label="Main" className="hidden md:absolute md:left-1/2 md:block md:-translate-x-1/2">
            <ul className="flex items-center gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'rounded-lg px-3 py-2 text-sm font-medium',
                        isActive ? 'text-brand-700' : 'text-ink-muted hover:text-ink',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex items-center gap-2">
          {/* On a phone it sits in the menu, where there is room for it. */}
          <ThemeSwitcher className="hidden md:inline-flex" />
          {/* Hold the Login button's exact space while the session resolves, so nothing moves. */}
          {isResolving ? (
            <span aria-hidden="true" className={buttonClasses({ size: 'sm', className: 'invisible' })}>
              Login
            </span>
          ) : me ? (
            <DashboardMenu />
          ) : (
            <ButtonLink to={paths.login.getHref()} size="sm">
              Login
            </ButtonLink>
          )}
          <MobileMenu signedIn={Boolean(me)} />
        </div>
      </div>
    </header>
  )
}
