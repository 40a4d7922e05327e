import type { Page } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, openTicket, placeOrder, sidewaysOverflow, tablet } from './support/responsive.ts'

/** Every page of the user area (routes.tsx, under /user), as a signed-in creator sees it. */
const userPages = [
  '/user/dashboard',
  '/user/generate-image',
  '/user/thumbnails',
  '/user/personas',
  '/user/select-package',
  '/user/support',
  '/user/create-support',
  '/user/pending-payment',
  '/user/package-pending-payment',
  '/user/item-pending-payment',
  '/user/orders',
  '/user/orders-history',
  '/user/subscription-history',
  '/user/credits',
]

/** Every page of the admin area (routes.tsx, under /admin) but Settings. */
const adminPages = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/items-orders',
  '/admin/items',
  '/admin/packages',
  '/admin/users',
  '/admin/support-messages',
  '/admin/email-templates',
  '/admin/outbox',
  '/admin/search',
  '/admin/audit',
]

/** Every Settings panel of the admin area. */
const settingsPanels = [
  'account',
  'logo',
  'banner',
  'features',
  'about',
  'testimonials',
  'footer',
  'ContactPageAdmin',
  'homeBanner',
  'gemini',
  'paypal',
  'receipts',
  'packages',
].map((panel) => `/admin/settings?panel=${panel}`)

async function expectNoSidewaysScroll(page: Page, paths: string[], widths: number[]) {
  const overflowing: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('#main-content')).toBeVisible()
      // Lists and panels fill in from the API after the frame shows; measure the finished page.
      await page.waitForLoadState('networkidle')
      await expect(page.getByText(/^Loading/)).toHaveCount(0)
      const overflow = await sidewaysOverflow(page)
      if (overflow > 0) overflowing.push(`${path} at ${width} px: ${overflow} px too wide`)
    }
  }
  expect(overflowing).toEqual([])
}

test.describe('no page scrolls sideways', () => {
  // 360 px is the narrowest common phone, so it stands for 375 too. One test per width and area
  // keeps each within the default timeout on a busy machine.
  for (const width of [360, tablet.width, desktop.width]) {
    test(`any user page at ${width} px, as a creator with an order`, async ({ page, baseURL, signUp }) => {
      const creator = await signUp()
      await placeOrder(page.context(), baseURL, creator.name)
      await openTicket(page.context(), baseURL)
      await expectNoSidewaysScroll(page, userPages, [width])
    })

    test(`any admin page at ${width} px, and the user area, as the admin`, async ({
      page,
      baseURL,
      signIn,
    }) => {
      await signIn(owner)
      const order = await placeOrder(page.context(), baseURL, owner.name)
      await openTicket(page.context(), baseURL)
      const me = await (await page.context().request.get('/api/me')).json()
      // The pages of one record: the customer view and the order page.
      const recordPages = [`/admin/users/${me.id}`, `/admin/orders/${order.orderId}`]
      const pages = [...adminPages, ...recordPages, '/user/dashboard', '/user/generate-image']
      await expectNoSidewaysScroll(page, pages, [width])
    })

    test(`every Settings panel at ${width} px`, async ({ page, signIn }) => {
      await signIn(owner)
      await expectNoSidewaysScroll(page, settingsPanels, [width])
    })
  }
})
