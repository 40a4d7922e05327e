import { paths } from '#web/config/paths.ts'

export type NavLinkItem = { to: string; label: string }

/** Public pages for the header; each appears once its route is registered. */
export const publicNavItems: NavLinkItem[] = [
  { to: paths.pricing.getHref(), label: 'Pricing' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.contact.getHref(), label: 'Contact' },
  { to: paths.items.getHref(), label: 'Items' },
]

/** The spec's mobile menu links (customer-side.md §2, Header), split by who sees them. */
export const mobileSignedInItems: NavLinkItem[] = [
  { to: paths.dashboardAlias.getHref(), label: 'Dashboard' },
  { to: paths.profileAlias.getHref(), label: 'Profile' },
  { to: paths.settingsAlias.getHref(), label: 'Settings' },
]

export const mobileSignedOutItems: NavLinkItem[] = [
  { to: paths.login.getHref(), label: 'Login' },
  { to: paths.register.getHref(), label: 'Register' },
]

export const dashboardMenuItems: NavLinkItem[] = [
  { to: paths.user.dashboard.getHref(), label: 'User Dashboard' },
  { to: paths.admin.root.getHref(), label: 'Admin Dashboard' },
]
