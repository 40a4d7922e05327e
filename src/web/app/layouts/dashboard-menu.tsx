import { ChevronDown, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { dashboardMenuItems } from '#web/app/layouts/nav-items.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import { useRegisteredItems } from '#web/lib/route-registry.tsx'
import { useSignOut } from '#web/lib/session/sign-out.ts'
import { useDisclosure } from '#web/lib/use-disclosure.ts'

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-slate-100'

/**
 * The signed-in header menu, built as a disclosure (button + list of links) rather than an ARIA menu:
 * it is plain navigation, so Tab moves through it and screen readers read ordinary links.
 */
export function DashboardMenu() {
  const { open, close, rootRef, panelId, buttonProps } = useDisclosure()
  const items = useRegisteredItems(dashboardMenuItems)
  const { signOut, isSigningOut } = useSignOut()

  return (
    <div ref={rootRef} className="relative">
      <button {...buttonProps} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Dashboard
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-surface p-1.5 shadow-card"
      >
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={itemClasses} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              className={itemClasses}
              disabled={isSigningOut}
              onClick={() => {
                close()
                signOut()
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
