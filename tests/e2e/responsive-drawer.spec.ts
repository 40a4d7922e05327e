import AxeBuilder from '@axe-core/playwright'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone } from './support/responsive.ts'

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
