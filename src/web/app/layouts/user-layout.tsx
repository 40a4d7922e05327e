import {
  Clock,
  Coins,
  CreditCard,
  History,
  ImagePlus,
  Images,
  LayoutDashboard,
  LifeBuoy,
  ShieldCheck,
  ShoppingBag,
  UserRound,
} from 'lucide-react'
import { isAdmin } from '#shared/roles.ts'
import { RequireUser } from '#web/app/guards/require-user.tsx'
import { type SidebarItem, SidebarLayout } from '#web/app/layouts/sidebar-layout.tsx'
import { paths } from '#web/app/paths.ts'
import { useRegisteredItems } from '#web/app/route-registry.tsx'
import { useMe } from '#web/lib/session/me-query.ts'

/** Spec §2, User layout, in the spec's order. */
export const userNavItems: SidebarItem[] = [
  { to: paths.user.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.user.generateImage, label: 'YouTube Thumbnail Generator', icon: ImagePlus },
  { to: paths.user.thumbnails, label: 'My Thumbnails', icon: Images },
  // Not in the spec (issue 11): the creator's own faces for the generator, next to what uses them.
  { to: paths.user.personas, label: 'Personas', icon: UserRound },
  { to: paths.user.selectPackage, label: 'Upgrade Package', icon: CreditCard },
  // A new ticket is part of Support; package-pending-payment is the spec's twin of pending-payment.
  { to: paths.user.support, label: 'Support', icon: LifeBuoy, alsoActiveOn: [paths.user.createSupport] },
  {
    to: paths.user.pendingPayment,
    label: 'Pending Payment',
    icon: Clock,
    alsoActiveOn: [paths.user.packagePendingPayment],
  },
  { to: paths.user.subscriptionHistory, label: 'Subscription History', icon: History },
  { to: paths.user.credits, label: 'Credits', icon: Coins },
  // Item sales (admin-and-items.md): their pending list and the history a paid item lands on.
  { to: paths.user.itemPendingPayment, label: 'Pending Item Payment', icon: Clock },
  { to: paths.user.ordersHistory, label: 'Order History', icon: ShoppingBag },
]

const adminItem: SidebarItem = {
  to: paths.admin.root,
  label: 'Admin Dashboard',
  icon: ShieldCheck,
  newTab: true,
}

function UserSidebarLayout() {
  const { me } = useMe()
  const items = useRegisteredItems([...userNavItems, ...(isAdmin(me?.role) ? [adminItem] : [])])
  return <SidebarLayout area="User" title="Thumbforge" titleTo={paths.user.dashboard} items={items} />
}

export function UserLayout() {
  return (
    <RequireUser>
      <UserSidebarLayout />
    </RequireUser>
  )
}
