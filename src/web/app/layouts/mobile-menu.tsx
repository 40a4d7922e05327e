import { Menu, X } from 'lucide-react'
import { NavLink } from 'react-router'
import {
  mobileSignedInItems,
  mobileSignedOutItems,
  type NavLinkItem,
  publicNavItems,
} from '#web/app/layouts/nav-items.ts'
import { ThemeSwitcher } from '#web/components/ui/theme-switcher.tsx'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { useRegisteredItems } from '#web/lib/route-registry.tsx'
import { useDisclosure } from '#web/lib/use-disclosure.ts'

const homeItem: NavLinkItem = { to: paths.home.getHref(), label: 'Home' }

/** The small-screen menu (spec §2, Header): only links whose routes exist, split by sign-in state. */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { open, close, rootRef, panelId, buttonProps } = useDisclosure()
  const items = useRegisteredItems([
    homeItem,
    ...publicNavItems,
    ...(signedIn ? mobileSignedInItems : mobileSignedOutItems),
  ])

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        {...buttonProps}
        aria-label="Menu"
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-surface px-4 pb-4 shadow-card"
      >
        <ul className="space-y-1 pt-2">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2.5 font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ThemeSwitcher labelled className="mt-3" />
      </nav>
    </div>
  )
}
