import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { newCreator, owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'

test('an admin edits a user’s credits inline and the user sees the new balance', async ({
  page,
  browser,
  baseURL,
  signIn,
  signUp,
}) => {
  const creator = newCreator()
  await signUp(creator)
  await expect(page.getByTestId('credit-balance')).toHaveText('3')

  const operator = await browser.newPage({ baseURL })
  await signIn(owner, operator)
  await operator.goto('/admin/users')
  await expect(operator.getByRole('heading', { name: 'Users Management' })).toBeVisible()
  await operator.getByLabel('Search users').fill(creator.email)
  const row = operator.getByRole('row').filter({ hasText: creator.email })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Edit ${creator.name}` }).click()

  const editRow = operator.getByRole('row').filter({ has: operator.getByLabel('Remaining Credit') })
  await editRow.getByLabel('Remaining Credit').fill('50')
  await editRow.getByRole('button', { name: `Save ${creator.name}` }).click()
  await expect(operator.getByText('User updated successfully')).toBeVisible()
  await expect(row.getByText('50', { exact: true })).toBeVisible()
  await operator.close()

  await page.reload()
  await expect(page.getByTestId('credit-balance')).toHaveText('50')
})

test('a user uploads a profile photo on /update-profile and sees it', async ({ page, signUp }) => {
  const creator = newCreator()
  await signUp(creator)
  await page.goto('/update-profile')
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Email Address')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Remove Photo' })).toHaveCount(0)

  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()
  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible()

  const photo = page.locator('img[src^="/api/avatars/"]')
  await expect(photo).toBeVisible()
  await expect(photo).toHaveAttribute('width', '150')
  // The browser really decoded the stored photo: a 512px square JPEG.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512)

  await page.reload()
  await expect(page.locator('img[src^="/api/avatars/"]')).toBeVisible()
  await page.getByRole('button', { name: 'Remove Photo' }).click()
  await expect(page.locator('img[src^="/api/avatars/"]')).toHaveCount(0)
})

test('a signed-out visitor on /update-profile is sent to sign in', async ({ page }) => {
  await page.goto('/update-profile')
  await expect(page).toHaveURL(/\/login$/)
})

test('the admin’s Settings opens on the Account panel with the same form', async ({ page, signIn }) => {
  await signIn(owner)
  await page.goto('/admin/settings')
  await expect(
    page.getByRole('navigation', { name: 'Settings panels' }).getByRole('button', { name: 'Account' }),
  ).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue(owner.name)
  await expect(page.getByText('Email address cannot be changed')).toBeVisible()
})

test('the user dashboard shows the spec’s cards, the big generator button and the sidebar entries', async ({
  page,
  signUp,
}) => {
  const creator = newCreator()
  await signUp(creator)
  // 'Welcome' (not 'Welcome back') follows the sign-up form only: auth.spec.ts walks that.
  await expect(page.getByRole('heading', { name: `Welcome back, ${creator.name}!` })).toBeVisible()

  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' })
  for (const [name, href] of [
    ['YouTube Thumbnail Generator', '/user/generate-image'],
    ['Pending Payment', '/user/pending-payment'],
    ['Support', '/user/support'],
    ['Subscription History', '/user/subscription-history'],
    ['Upgrade Package', '/user/select-package'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: 'YouTube Thumbnail Generator', exact: true }),
  ).toHaveAttribute('href', '/user/generate-image')

  const sidebar = page.getByRole('navigation', { name: 'User area' })
  for (const name of [
    'Dashboard',
    'YouTube Thumbnail Generator',
    'Upgrade Package',
    'Support',
    'Pending Payment',
    'Subscription History',
  ]) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
  }
  // A member has no Admin Dashboard entry; the Support card opens the support desk.
  await expect(sidebar.getByRole('link', { name: /Admin Dashboard/ })).toHaveCount(0)
  await shortcuts.getByRole('link', { name: /^Support/ }).click()
  await expect(page.getByRole('link', { name: 'Create Ticket' })).toBeVisible()
})

test('an admin’s sidebar has Admin Dashboard, opening in a new tab', async ({ page, signIn }) => {
  await signIn(owner)
  const link = page.getByRole('navigation', { name: 'User area' }).getByRole('link', {
    name: /Admin Dashboard/,
  })
  await expect(link).toHaveAttribute('target', '_blank')
})

test('axe finds no serious or critical violations on the account, users, support and dashboard screens', async ({
  page,
  signIn,
}) => {
  await signIn(owner)
  for (const [path, heading] of [
    ['/user/dashboard', /Welcome back/],
    ['/update-profile', 'Account Settings'],
    ['/user/support', 'Support'],
    ['/user/create-support', 'Create Support Ticket'],
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/users', 'Users Management'],
    ['/admin/email-templates', 'Email Templates'],
    ['/admin/support-messages', 'Support Messages'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      blocking.map(
        (v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([])
  }
})
