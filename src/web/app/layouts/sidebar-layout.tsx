import * as RadixDialog from '@radix-ui/react-dialog'
import type { LucideIcon } from 'lucide-react'
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router'
import { ADMIN_WIDE_BREAKPOINT_PX } from '#shared/common/constants.ts'
import { LogoMark } from '#web/app/layouts/logo.tsx'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { ThemeSwitcher } from '#web/components/ui/theme-switcher.tsx'
import { cn } from '#web/lib/cn.ts'
import { useSignOut } from '#web/lib/session/sign-out.ts'
import { booleanParser, createLocalCache } from '#web/lib/storage.ts'

export type SidebarItem = {
  to: string
  label: string
  icon: LucideIcon
  newTab?: boolean
  /** Other pages that belong to this entry, so it stays highlighted there (a sub-page, a twin). */
  alsoActiveOn?: string[]
}

type SidebarLayoutProps = {
  /** Names the navigation landmark and the stored collapsed state. */
  area: 'User' | 'Admin'
  title: string
  titleTo: string
  items: SidebarItem[]
  contentClassName?: string
}

/** From this width up the sidebar sits beside the page; below it, it is a drawer over the page. */
const WIDE_QUERY = `(min-width: ${ADMIN_WIDE_BREAKPOINT_PX}px)`

const itemClasses = (collapsed: boolean, active = false) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    collapsed && 'justify-center px-0',
    active ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
  )

const iconButtonClasses =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white'

/** The remembered collapsed state; it only ever shapes the wide sidebar, never the drawer. */
function useCollapsed(area: string) {
  const store = useMemo(
    () => createLocalCache(`sidebar-collapsed:${area.toLowerCase()}`, booleanParser),
    [area],
  )
  const [collapsed, setCollapsed] = useState(() => store.read()?.value ?? false)
  const toggle = () => {
    store.write(!collapsed)
    setCollapsed(!collapsed)
  }
  return [collapsed, toggle] as const
}

/** The drawer's open state: it closes on navigation and when the window grows past the breakpoint. */
function useDrawer() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => {
    // pathname is the trigger: any navigation closes the drawer.
    void pathname
    setOpen(false)
  }, [pathname])
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia(WIDE_QUERY)
    const onChange = () => {
      if (wide.matches) setOpen(false)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])
  return [open, setOpen] as const
}

function SidebarLinks({
  items,
  collapsed,
  navId,
  label,
  onNavigate,
}: {
  items: SidebarItem[]
  collapsed: boolean
  navId?: string
  label: string
  onNavigate?: () => void
}) {
  const newTabHintId = useId()
  const { pathname } = useLocation()
  const alsoActive = (item: SidebarItem) =>
    item.alsoActiveOn?.some((path) => matchPath({ path, end: false }, pathname) !== null) ?? false
  return (
    <nav id={navId} aria-label={label} className="flex-1 overflow-y-auto px-3 py-2">
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <ul className="space-y-1">
        {items.map((item) => {
          const { to, label: text, icon: Icon, newTab } = item
          const content = (
            <>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={cn(collapsed && 'sr-only')}>{text}</span>
            </>
          )
          return (
            <li key={to}>
              {newTab ? (
                <a
                  href={to}
                  target="_blank"
                  rel="noopener"
                  aria-describedby={newTabHintId}
                  title={collapsed ? text : undefined}
                  className={itemClasses(collapsed)}
                  onClick={onNavigate}
                >
                  {content}
                </a>
              ) : alsoActive(item) ? (
                // NavLink marks only its own path as current; a sub-page's entry is marked here.
                <Link
                  to={to}
                  aria-current="page"
                  title={collapsed ? text : undefined}
                  className={itemClasses(collapsed, true)}
                  onClick={onNavigate}
                >
                  {content}
                </Link>
              ) : (
                <NavLink
                  to={to}
                  title={collapsed ? text : undefined}
                  className={({ isActive }) => itemClasses(collapsed, isActive)}
                  onClick={onNavigate}
                >
                  {content}
                </NavLink>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { signOut, isSigningOut } = useSignOut()
  return (
    <div className="space-y-3 border-t border-white/10 p-3">
      {/* Collapsed, the three choices stand in a column to fit the narrow rail. */}
      <ThemeSwitcher
        tone="night"
        className={cn('w-full justify-center', collapsed && 'flex-col items-center')}
      />
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
  )
}

function TitleLink({ to, title, collapsed = false }: { to: string; title: string; collapsed?: boolean }) {
  return (
    <Link
      to={to}
      title={collapsed ? title : undefined}
      className="flex min-w-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight"
    >
      <LogoMark />
      <span className={cn('truncate', collapsed && 'sr-only')}>{title}</span>
    </Link>
  )
}

/**
 * Below the breakpoint: a bar with the menu button, and the sidebar as a modal drawer over the page
 * (Radix Dialog: focus moves in and is held there, Escape and a backdrop tap close it, focus goes
 * back to the menu button). Above it the bar is hidden and the drawer cannot be opened.
 */
function SidebarDrawer({
  area,
  title,
  titleTo,
  items,
}: Pick<SidebarLayoutProps, 'area' | 'title' | 'titleTo' | 'items'>) {
  const [open, setOpen] = useDrawer()
  const close = () => setOpen(false)
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <div className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-night px-2 text-white min-[992px]:hidden">
        <RadixDialog.Trigger aria-label="Menu" className={iconButtonClasses}>
          <Menu aria-hidden="true" className="size-6" />
        </RadixDialog.Trigger>
        <TitleLink to={titleTo} title={title} />
      </div>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="drawer-backdrop"
          className="fixed inset-0 z-50 bg-night/60 min-[992px]:hidden"
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-night text-white shadow-xl focus:outline-none min-[992px]:hidden"
        >
          <RadixDialog.Title className="sr-only">{`${area} menu`}</RadixDialog.Title>
          <div className="flex h-16 items-center justify-between gap-2 px-3 py-3">
            <TitleLink to={titleTo} title={title} />
            <RadixDialog.Close aria-label="Close menu" className={iconButtonClasses}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <SidebarLinks items={items} collapsed={false} label={`${area} area`} onNavigate={close} />
          <SidebarFooter collapsed={false} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/**
 * The user and admin areas. From 992 px up: a collapsible sidebar (state remembered) beside the page.
 * Below: the page takes the full width and the same links open as a drawer from a menu button.
 */
export function SidebarLayout({ area, title, titleTo, items, contentClassName }: SidebarLayoutProps) {
  const [collapsed, toggle] = useCollapsed(area)
  const navId = useId()

  return (
    <ConfirmProvider>
      <div className="flex min-h-screen bg-canvas">
        <aside
          className={cn(
            'sticky top-0 hidden h-screen shrink-0 flex-col bg-night text-white transition-[width] duration-200 min-[992px]:flex',
            collapsed ? 'w-18' : 'w-64',
          )}
        >
          <div
            className={cn(
              'flex items-center gap-2 px-3 py-3',
              collapsed ? 'flex-col justify-center' : 'h-16 justify-between',
            )}
          >
            <TitleLink to={titleTo} title={title} collapsed={collapsed} />
            <button
              type="button"
              aria-label="Toggle sidebar"
              aria-expanded={!collapsed}
              aria-controls={navId}
              onClick={toggle}
              className={iconButtonClasses}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          <SidebarLinks items={items} collapsed={collapsed} navId={navId} label={`${area} area`} />
          <SidebarFooter collapsed={collapsed} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <SidebarDrawer area={area} title={title} titleTo={titleTo} items={items} />
          <main
            id="main-content"
            tabIndex={-1}
            className={cn('min-w-0 flex-1 focus:outline-none', contentClassName)}
          >
            <Outlet />
          </main>
        </div>
      </div>
    </ConfirmProvider>
  )
}
