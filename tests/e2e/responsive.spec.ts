import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { newCreator, owner, registerInUi } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { sameOrigin } from './support/same-origin.ts'

const phone = { width: 375, height: 740 }
const tablet = { width: 768, height: 1024 }
const desktop = { width: 1280, height: 800 }

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

/** Places one unpaid package order for whoever is signed in, so the order tables have a row. */
async function placeOrder(context: BrowserContext, baseURL: string | undefined, fullName: string) {
  const [pkg] = await (await context.request.get('/api/packages')).json()
  const placed = await context.request.post('/api/orders', {
    headers: sameOrigin(baseURL),
    data: { packageId: pkg.id, fullName, address: '1 Main Street', country: 'Canada' },
  })
  expect(placed.status()).toBe(201)
  return (await placed.json()) as { orderId: string }
}

/**
 * Opens a support ticket with a long unbroken URL in it (the kind of text that pushes a phone page
 * sideways); it also queues the operator's notification, so the mail outbox has a row.
 */
async function openTicket(context: BrowserContext, baseURL: string | undefined) {
  const opened = await context.request.post('/api/support-tickets', {
    headers: sameOrigin(baseURL),
    data: {
      subject: 'Checkout fails: https://example.com/a-very-long-link/that-does-not-break/anywhere-at-all',
      message: 'Still broken: https://example.com/another/very/long/unbroken/address/for/the/message/body',
    },
  })
  expect(opened.status()).toBe(201)
}

/** How far the page reaches past the right edge of the window (0: nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

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

test.describe('the sidebar drawer', () => {
  test.use({ viewport: phone, hasTouch: true })

  test('opens and closes from the keyboard, holding focus while open', async ({ page, signUp }) => {
    await signUp()
    await page.goto('/user/dashboard')
    // While the drawer is open the rest of the page is hidden from assistive tech, the button too.
    const menu = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })
    const drawer = page.getByRole('dialog', { name: 'User menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    // Below 992 px the content has the whole width: no sidebar beside it.
    expect((await page.locator('#main-content').boundingBox())?.width).toBe(phone.width)

    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toHaveAttribute('aria-controls', (await drawer.getAttribute('id')) ?? '')
    // Focus moved into the drawer and stays there however far Tab goes.
    for (let step = 0; step < 15; step++) {
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Shift+Tab')
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    // A link followed from the keyboard navigates and closes the drawer.
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Support' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/user\/support$/)
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
  })

  test('opens and closes by tapping: the backdrop, the close button and a link', async ({ page, signUp }) => {
    await signUp()
    await page.goto('/user/dashboard')
    // While the drawer is open the rest of the page is hidden from assistive tech, the button too.
    const menu = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })
    const drawer = page.getByRole('dialog', { name: 'User menu' })

    await menu.tap()
    await expect(drawer).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box && box.x + box.width).toBeLessThan(phone.width)
    // The backdrop is the strip to the right of the drawer.
    await page.touchscreen.tap(phone.width - 20, phone.height / 2)
    await expect(drawer).toBeHidden()

    await menu.tap()
    await drawer.getByRole('button', { name: 'Close menu' }).tap()
    await expect(drawer).toBeHidden()

    await menu.tap()
    await drawer.getByRole('link', { name: 'Subscription History' }).tap()
    await expect(page).toHaveURL(/\/user\/subscription-history$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Subscription History', level: 1 })).toBeVisible()
  })

  test('highlights the entry a sub-page belongs to', async ({ page, signUp }) => {
    await signUp()
    const drawer = page.getByRole('dialog', { name: 'User menu' })
    for (const [path, entry] of [
      ['/user/create-support', 'Support'],
      ['/user/package-pending-payment', 'Pending Payment'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('button', { name: 'Menu' }).tap()
      await expect(drawer.getByRole('link', { name: entry, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await page.keyboard.press('Escape')
    }
  })

  test('axe finds no serious or critical violations with the drawer closed and open', async ({
    page,
    signIn,
  }) => {
    const blocking = async () => {
      const results = await new AxeBuilder({ page }).analyze()
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    }
    await signIn(owner)
    await page.goto('/admin/users')
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
    expect(await blocking()).toEqual([])
    await page.getByRole('button', { name: 'Menu' }).tap()
    const drawer = page.getByRole('dialog', { name: 'Admin menu' })
    await expect(drawer.getByRole('link', { name: 'Total Users' })).toHaveAttribute('aria-current', 'page')
    expect(await blocking()).toEqual([])
  })

  test('the desktop collapsed state never shapes the drawer', async ({ page, signUp }) => {
    await signUp()
    await page.setViewportSize(desktop)
    await page.goto('/user/dashboard')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.setViewportSize(phone)
    await page.reload()
    await expect(toggle).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).tap()
    const support = page.getByRole('dialog', { name: 'User menu' }).getByRole('link', { name: 'Support' })
    // Expanded: the label shows beside its icon, not only as a tooltip.
    await expect(support.getByText('Support')).toBeVisible()
    expect((await support.boundingBox())?.width).toBeGreaterThan(150)

    // Back on a wide screen the sidebar is still collapsed as it was left.
    await page.keyboard.press('Escape')
    await page.setViewportSize(desktop)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('tables', () => {
  const cellsOfFirstRow = (page: Page) => {
    const row = page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()
    return {
      user: row.locator('td').nth(0),
      role: row.locator('td').nth(2),
      actions: row.locator('td').last(),
    }
  }

  for (const viewport of [phone, tablet]) {
    test(`become cards at ${viewport.width} px, every column and action on screen`, async ({
      page,
      signIn,
    }) => {
      await signIn(owner)
      await page.setViewportSize(viewport)
      await page.goto('/admin/users')
      const { user, role, actions } = cellsOfFirstRow(page)
      await expect(role).toBeVisible()
      // Stacked: each column is a line of the card, named by its header.
      const [userBox, roleBox] = [await user.boundingBox(), await role.boundingBox()]
      expect(roleBox?.y).toBeGreaterThan((userBox?.y ?? 0) + (userBox?.height ?? 0) - 1)
      expect(roleBox?.x).toBe(userBox?.x)
      await expect(role).toHaveAttribute('data-label', 'Role')
      expect(await role.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Role"')
      for (const button of await actions.getByRole('button').all()) {
        const box = await button.boundingBox()
        expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width)
      }
      expect(await sidewaysOverflow(page)).toBe(0)
    })
  }

  test('the order lists and the user history become cards on a phone too', async ({
    page,
    baseURL,
    signIn,
  }) => {
    await signIn(owner)
    await placeOrder(page.context(), baseURL, owner.name)
    await page.setViewportSize(phone)
    for (const path of ['/admin/orders', '/user/subscription-history']) {
      await page.goto(path)
      const cells = page.locator('main table tbody tr').first().locator('td')
      await expect(cells.nth(1)).toBeVisible()
      const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()]
      expect(second?.y, path).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1)
      expect(await cells.nth(1).getAttribute('data-label'), path).toBeTruthy()
      expect(await sidewaysOverflow(page)).toBe(0)
    }
  })

  test('stay tables at 1280 px', async ({ page, signIn }) => {
    await signIn(owner)
    await page.setViewportSize(desktop)
    await page.goto('/admin/users')
    const { user, role } = cellsOfFirstRow(page)
    await expect(role).toBeVisible()
    const [userBox, roleBox] = [await user.boundingBox(), await role.boundingBox()]
    expect(roleBox?.y).toBe(userBox?.y)
    expect(roleBox?.x).toBeGreaterThan((userBox?.x ?? 0) + (userBox?.width ?? 0) - 1)
    await expect(page.getByRole('columnheader', { name: 'Role' })).toBeVisible()
    expect(await role.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none')
  })
})

test('on a phone the sign-up toast keeps clear of the logo and the menu button', async ({ page }) => {
  await page.setViewportSize(phone)
  await registerInUi(page, newCreator())
  const toast = page.getByText('Account created successfully', { exact: false })
  await expect(toast).toBeVisible()
  const [toastBox, logoBox, menuBox] = [
    await toast.boundingBox(),
    await page.getByRole('link', { name: 'Thumbforge' }).first().boundingBox(),
    await page.getByRole('button', { name: 'Menu' }).boundingBox(),
  ]
  for (const box of [logoBox, menuBox]) {
    expect(toastBox?.y).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0))
  }
})

test.describe('the generator on a phone', () => {
  test.use({ viewport: phone, hasTouch: true, reducedMotion: 'reduce' })

  test('Generate takes a real tap and the results scroll into view', async ({ page, signUp }) => {
    await signUp()
    await page.goto('/user/generate-image')
    await page.getByLabel('Category').selectOption('Gaming')
    await page.getByLabel('Prompt').fill('Shocked gamer lit by a red monitor glow')
    await page.getByLabel('Title', { exact: true }).fill('Boss Fight')
    // tap() fails if anything else (a sidebar link, a toast) would receive the touch.
    await page.getByRole('button', { name: 'Generate Thumbnail' }).tap()
    const image = page.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })
    await expect(image).toBeVisible({ timeout: 30_000 })
    await expect(image).toBeInViewport()
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})
