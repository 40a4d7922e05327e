/** Typed path builders: every in-app link is built here, so a renamed route is one edit. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  newPassword: '/new-password',
  forgotPassword: '/forgot-password',
  updateProfile: '/update-profile',
  // Short links from the header's mobile menu (spec §2, Header); each redirects to its real page.
  dashboardAlias: '/dashboard',
  profileAlias: '/profile',
  settingsAlias: '/settings',
  buy: (packageId: string) => `/buy/${encodeURIComponent(packageId)}`,
  payNow: (orderId: string) => `/pay-now/${encodeURIComponent(orderId)}`,
  items: '/items',
  itemBuy: (itemId: string) => `/item-buy/${encodeURIComponent(itemId)}`,
  itemPayNow: (orderId: string) => `/item-pay-now/${encodeURIComponent(orderId)}`,
  /** A paid order's printable receipt (its buyer, or an admin); the receipt e-mail links here. */
  receipt: (orderId: string) => `/receipts/${encodeURIComponent(orderId)}`,
  premium: (slug: string, itemId: string) =>
    `/premium/${encodeURIComponent(slug)}/${encodeURIComponent(itemId)}`,
  user: {
    root: '/user',
    dashboard: '/user/dashboard',
    generateImage: '/user/generate-image',
    thumbnails: '/user/thumbnails',
    /** The creator's personas (issue 11): their photos and cut-outs. */
    personas: '/user/personas',
    selectPackage: '/user/select-package',
    support: '/user/support',
    createSupport: '/user/create-support',
    pendingPayment: '/user/pending-payment',
    packagePendingPayment: '/user/package-pending-payment',
    itemPendingPayment: '/user/item-pending-payment',
    orders: '/user/orders',
    ordersHistory: '/user/orders-history',
    subscriptionHistory: '/user/subscription-history',
    credits: '/user/credits',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    orders: '/admin/orders',
    itemsOrders: '/admin/items-orders',
    items: '/admin/items',
    packages: '/admin/packages',
    users: '/admin/users',
    /** One customer: profile, credit history, orders, tickets, thumbnail runs, messages. */
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    /** One package or item order: payer, capture, credits, timeline, refund, receipt. */
    order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
    supportMessages: '/admin/support-messages',
    settings: '/admin/settings',
    /** One panel of the settings switcher, by its internal name (panels.ts). */
    settingsPanel: (key: string) => `/admin/settings?panel=${encodeURIComponent(key)}`,
    outbox: '/admin/outbox',
    audit: '/admin/audit',
    search: '/admin/search',
    emailTemplates: '/admin/email-templates',
  },
} as const
