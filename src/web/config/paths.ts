/**
 * The route table's one source: each route's `path` (read by the router, app/routes/*) and its
 * `getHref` (read by every link), so a renamed route is one edit and a link cannot name a route
 * the router does not have. Paths are absolute; the router nests them under their layouts.
 */
const at = (path: string) => ({ path, getHref: () => path })
const enc = encodeURIComponent

export const paths = {
  home: at('/'),
  pricing: at('/pricing'),
  about: at('/about'),
  terms: at('/terms'),
  privacy: at('/privacy'),
  contact: at('/contact'),
  login: at('/login'),
  register: at('/register'),
  resetPassword: at('/reset-password'),
  newPassword: at('/new-password'),
  // The spec's login page links to /forgot-password; its route table calls the page /reset-password.
  forgotPassword: at('/forgot-password'),
  updateProfile: at('/update-profile'),
  // Short links from the header's mobile menu (spec §2, Header); each redirects to its real page.
  dashboardAlias: at('/dashboard'),
  profileAlias: at('/profile'),
  settingsAlias: at('/settings'),
  buy: { path: '/buy/:id', getHref: (packageId: string) => `/buy/${enc(packageId)}` },
  payNow: { path: '/pay-now/:orderId', getHref: (orderId: string) => `/pay-now/${enc(orderId)}` },
  items: at('/items'),
  itemBuy: { path: '/item-buy/:id', getHref: (itemId: string) => `/item-buy/${enc(itemId)}` },
  itemPayNow: {
    path: '/item-pay-now/:orderId',
    getHref: (orderId: string) => `/item-pay-now/${enc(orderId)}`,
  },
  /** A paid order's printable receipt (its buyer, or an admin); the receipt e-mail links here. */
  receipt: { path: '/receipts/:orderId', getHref: (orderId: string) => `/receipts/${enc(orderId)}` },
  premium: {
    path: '/premium/:slug/:itemId',
    getHref: (slug: string, itemId: string) => `/premium/${enc(slug)}/${enc(itemId)}`,
  },
  user: {
    root: at('/user'),
    dashboard: at('/user/dashboard'),
    generateImage: at('/user/generate-image'),
    thumbnails: at('/user/thumbnails'),
    /** The creator's own faces, cut out, for the generator's subject layer (issue 11). */
    personas: at('/user/personas'),
    /** Connected YouTube channels and their videos (issue 30); Google's callback returns here. */
    youtube: at('/user/youtube'),
    /** One thumbnail test's figures, verdict and timeline (issue 30, item 5). */
    youtubeTest: {
      path: '/user/youtube/tests/:testId',
      getHref: (testId: string) => `/user/youtube/tests/${enc(testId)}`,
    },
    selectPackage: at('/user/select-package'),
    support: at('/user/support'),
    createSupport: at('/user/create-support'),
    pendingPayment: at('/user/pending-payment'),
    packagePendingPayment: at('/user/package-pending-payment'),
    itemPendingPayment: at('/user/item-pending-payment'),
    orders: at('/user/orders'),
    ordersHistory: at('/user/orders-history'),
    subscriptionHistory: at('/user/subscription-history'),
    credits: at('/user/credits'),
  },
  admin: {
    root: at('/admin'),
    dashboard: at('/admin/dashboard'),
    orders: at('/admin/orders'),
    itemsOrders: at('/admin/items-orders'),
    items: at('/admin/items'),
    packages: at('/admin/packages'),
    users: at('/admin/users'),
    /** One customer: profile, credit history, orders, tickets, thumbnail runs, messages. */
    user: { path: '/admin/users/:id', getHref: (id: string) => `/admin/users/${enc(id)}` },
    /** One package or item order: payer, capture, credits, timeline, refund, receipt. */
    order: { path: '/admin/orders/:orderId', getHref: (orderId: string) => `/admin/orders/${enc(orderId)}` },
    supportMessages: at('/admin/support-messages'),
    settings: at('/admin/settings'),
    /** One panel of the settings switcher, by its internal name (admin/settings/panels.ts). */
    settingsPanel: { path: '/admin/settings', getHref: (key: string) => `/admin/settings?panel=${enc(key)}` },
    outbox: at('/admin/outbox'),
    audit: at('/admin/audit'),
    search: at('/admin/search'),
    emailTemplates: at('/admin/email-templates'),
  },
} as const
