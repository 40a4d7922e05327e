import type { LucideIcon } from 'lucide-react'
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link, NavLink, Outlet } from 'react-router'
import { LogoMark } from '#web/app/layouts/logo.tsx'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { cn } from '#web/lib/cn.ts'
import { useSignOut } from '#web/lib/session/sign-out.ts'
import { booleanParser, createLocalCache } from '#web/lib/storage.ts'

export type SidebarItem = { to: string; label: string; icon: LucideIcon; newTab?: boolean }

type SidebarLayoutProps = {
  /** Names the navigation landmark and the stored collapsed state. */
  area: 'User' | 'Admin'
  title: string
  titleTo: string
  items: SidebarItem[]
  contentClassName?: string
}

const itemClasses = (collapsed: boolean, active = false) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    collapsed && 'justify-center px-0',
    active ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
  )

function useCollapsed(area: string) {
  const store = useMemo(
    () => createLocalCache(`sidebar-collapsed:${area.toLowerCase()}`, booleanParser),
    [area],
  )
  const [collapsed, setCollapsed] = useState(
    () =>
      store.read()?.value ??
      (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches),
  )
  const toggle = () => {
    store.write(!collapsed)
    setCollapsed(!collapsed)
  }
  return [collapsed, toggle] as const
}

/** The user and admin areas: a collapsible sidebar (state remembered) beside the page. */
export function SidebarLayout({ area, title, titleTo, items, contentClassName }: SidebarLayoutProps) {
  const [collapsed, toggle] = useCollapsed(area)
  const { signOut, isSigningOut } = useSignOut()
  const navId = useId()
  const newTabHintId = useId()

  return (
    <ConfirmProvider>
      <div className="flex min-h-screen bg-canvas">
        <aside
          className={cn(
            'sticky top-0 flex h-screen shrink-0 flex-col bg-night text-white transition-[width] duration-200',
            collapsed ? 'w-18' : 'w-64',
          )}
        >
          <div
            className={cn(
              'flex items-center gap-2 px-3 py-3',
              collapsed ? 'flex-col justify-center' : 'h-16 justify-between',
            )}
          >
            <Link
              to={titleTo}
              title={collapsed ? title : undefined}
              className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight"
            >
              <LogoMark />
              <span className={cn(collapsed && 'sr-only')}>{title}</span>
            </Link>
            <button
              type="button"
              aria-label="Toggle sidebar"
              aria-expanded={!collapsed}
              aria-controls={navId}
              onClick={toggle}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          <nav id={navId} aria-label={`${area} area`} className="flex-1 overflow-y-auto px-3 py-2">
            <span id={newTabHintId} hidden>
              Opens in a new tab
            </span>
            <ul className="space-y-1">
              {items.map(({ to, label, icon: Icon, newTab }) => (
                <li key={to}>
                  {newTab ? (
                    <a
                      href={to}
                      target="_blank"
                      rel="noopener"
                      aria-describedby={newTabHintId}
                      title={collapsed ? label : undefined}
                      className={itemClasses(collapsed)}
                    >
                      <Icon aria-hidden="true" className="size-5 shrink-0" />
                      <span className={cn(collapsed && 'sr-only')}>{label}</span>
                    </a>
                  ) : (
                    <NavLink
                      to={to}
                      title={collapsed ? label : undefined}
                      className={({ isActive }) => itemClasses(collapsed, isActive)}
                    >
                      <Icon aria-hidden="true" className="size-5 shrink-0" />
                      <span className={cn(collapsed && 'sr-only')}>{label}</span>
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-white/10 p-3">
            <button
              type="button"
              onClick={signOut}
              disabled={isSigningOut}
              title={collapsed ? 'Logout' : undefined}
              className={cn(itemClasses(collapsed), 'w-full')}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              <span className={cn(collapsed && 'sr-only')}>Logout</span>
            </button>
          </div>
        </aside>
        <main
          id="main-content"
          tabIndex={-1}
          className={cn('min-w-0 flex-1 focus:outline-none', contentClassName)}
        >
          <Outlet />
        </main>
      </div>
    </ConfirmProvider>
  )
}
