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
  TvMinimalPlay,
  UserRound,
} from 'lucide-react'
import { isAdmin } from '#shared/common/roles.ts'
import { type SidebarItem, SidebarLayout } from '#web/app/layouts/sidebar-layout.tsx'
import { RequireUser } from '#web/components/guards/require-user.tsx'
import { paths } from '#web/config/paths.ts'
import { useRegisteredItems } from '#web/lib/route-registry.tsx'
import { useMe } from '#web/lib/session/me-query.ts'

/** Spec §2, User layout, in the spec's order. */
export const userNavItems: SidebarItem[] = [
  { to: paths.user.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.user.generateImage.getHref(), label: 'YouTube Thumbnail Generator', icon: ImagePlus },
  { to: paths.user.thumbnails.getHref(), label: 'My Thumbnails', icon: Images },
  // Not in the spec (issue 11): the creator's own faces for the generator, next to what uses them.
  { to: paths.user.personas.getHref(), label: 'Personas', icon: UserRound },
  // Not in the spec (issue 30): the channels a thumbnail from the gallery can be set on.
  { to: paths.user.youtube.getHref(), label: 'YouTube', icon: TvMinimalPlay },
  { to: paths.user.selectPackage.getHref(), label: 'Upgrade Package', icon: CreditCard },
  // A new ticket is part of Support; package-pending-payment is the spec's twin of pending-payment.
  {
    to: paths.user.support.getHref(),
    label: 'Support',
    icon: LifeBuoy,
    alsoActiveOn: [paths.user.createSupport.getHref()],
  },
  {
    to: paths.user.pendingPayment.getHref(),
    label: 'Pending Payment',
    icon: Clock,
    alsoActiveOn: [paths.user.packagePendingPayment.getHref()],
  },
  { to: paths.user.subscriptionHistory.getHref(), label: 'Subscription History', icon: History },
  { to: paths.user.credits.getHref(), label: 'Credits', icon: Coins },
  // Item sales (admin-and-items.md): their pending list and the history a paid item lands on.
  { to: paths.user.itemPendingPayment.getHref(), label: 'Pending Item Payment', icon: Clock },
  { to: paths.user.ordersHistory.getHref(), label: 'Order History', icon: ShoppingBag },
]

const adminItem: SidebarItem = {
  to: paths.admin.root.getHref(),
  label: 'Admin Dashboard',
  icon: ShieldCheck,
  newTab: true,
}

function UserSidebarLayout() {
  const { me } = useMe()
  const items = useRegisteredItems([...userNavItems, ...(isAdmin(me?.role) ? [adminItem] : [])])
  return (
    <SidebarLayout area="User" title="Thumbforge" titleTo={paths.user.dashboard.getHref()} items={items} />
  )
}

export function UserLayout() {
  return (
    <RequireUser>
      <UserSidebarLayout />
    </RequireUser>
  )
}
