import type { Page } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone, placeOrder, sidewaysOverflow, tablet } from './support/responsive.ts'
import { sameOrigin } from './support/same-origin.ts'

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

  test("a paid order's card on a phone has no empty Actions line (issue 27, item 8)", async ({
    page,
    baseURL,
    signIn,
  }) => {
    await signIn(owner)
    const { orderId } = await placeOrder(page.context(), baseURL, owner.name)
    const paid = await page.request.post(`/api/orders/${orderId}/simulate`, { headers: sameOrigin(baseURL) })
    expect(paid.status()).toBe(200)
    const unpaid = await placeOrder(page.context(), baseURL, owner.name)
    await page.setViewportSize(phone)
    await page.goto('/admin/orders')
    const card = (id: string) => page.locator('main table tbody tr', { hasText: id })
    // The unpaid order can still be deleted: its Actions line shows, with the button.
    const unpaidActions = card(unpaid.orderId).locator('td[data-label="Actions"]')
    await expect(unpaidActions.getByRole('button')).toBeVisible()
    // The paid one has no action: no line labelled Actions over nothing.
    await expect(card(orderId)).toContainText('Paid')
    await expect(card(orderId).locator('td[data-label="Actions"]')).toBeHidden()
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
