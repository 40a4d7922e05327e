import { paths } from '#web/app/paths.ts'

export type NavLinkItem = { to: string; label: string }

/** Public pages for the header; each appears once its route is registered. */
export const publicNavItems: NavLinkItem[] = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.items, label: 'Items' },
]

/** The spec's mobile menu links (customer-side.md §2, Header), split by who sees them. */
export const mobileSignedInItems: NavLinkItem[] = [
  { to: paths.dashboardAlias, label: 'Dashboard' },
  { to: paths.profileAlias, label: 'Profile' },
  { to: paths.settingsAlias, label: 'Settings' },
]

export const mobileSignedOutItems: NavLinkItem[] = [
  { to: paths.login, label: 'Login' },
  { to: paths.register, label: 'Register' },
]

export const dashboardMenuItems: NavLinkItem[] = [
  { to: paths.user.dashboard, label: 'User Dashboard' },
  { to: paths.admin.root, label: 'Admin Dashboard' },
]
