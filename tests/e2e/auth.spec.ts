import { expect, test } from '@playwright/test'
import { newCreator, owner, registerInUi, signInInUi } from './support/accounts.ts'

test('a creator registers, lands on the dashboard, logs out and logs back in', async ({ page }) => {
  const creator = newCreator()
  await registerInUi(page, creator)

  await expect(page.getByRole('heading', { name: `Welcome, ${creator.name}!` })).toBeVisible()
  await expect(page.getByTestId('credit-balance')).toHaveText('3')
  await expect(page.getByRole('banner')).toHaveCount(0)

  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('thumbforge:me'))).toBeNull()

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  await signInInUi(page, creator)
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('heading', { name: `Welcome back, ${creator.name}!` })).toBeVisible()
})

test('a wrong password shows the spec message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/login')
  await signInInUi(page, { email: owner.email, password: 'not-the-password' })
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a protected page sends a visitor to sign in, then back to that page', async ({ page }) => {
  await page.goto('/admin/outbox')
  await expect(page).toHaveURL(/\/login$/)
  await signInInUi(page, owner)
  await expect(page).toHaveURL(/\/admin\/outbox$/)
  await expect(page.getByRole('heading', { name: 'Mail Outbox' })).toBeVisible()
})

test('a signed-in non-admin sees Not Authorized on admin pages', async ({ page }) => {
  await registerInUi(page, newCreator())
  await page.goto('/admin/outbox')
  await expect(page.getByRole('heading', { name: 'Not Authorized' })).toBeVisible()
  await expect(
    page.getByText("You can't access this page; this route is only accessible for Admin."),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Mail Outbox' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the header menu links of the spec never end on the not-found page', async ({ page }) => {
  await registerInUi(page, newCreator())
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await page.goto('/forgot-password')
  await expect(page).toHaveURL(/\/reset-password$/)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Oops! That Page Can Not be Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a forgotten password is reset through the e-mailed link', async ({ page, browser, baseURL }) => {
  const creator = newCreator()
  await registerInUi(page, creator)
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
  await page.getByLabel('Email Address').fill(creator.email)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { name: 'Password Reset Email Sent' })).toBeVisible()
  await expect(page.getByText(creator.email)).toBeVisible()

  // The operator reads the link in the outbox (no SMTP server is configured in this install).
  const operator = await browser.newPage({ baseURL })
  await operator.goto('/login')
  await signInInUi(operator, owner)
  await expect(operator).toHaveURL(/\/user\/dashboard$/)
  await operator.goto('/admin/outbox')
  const row = operator.getByRole('row', { name: new RegExp(creator.email) }).first()
  await row.getByRole('button', { name: /View message/ }).click()
  const link = await operator
    .getByRole('link', { name: /reset-password\// })
    .first()
    .getAttribute('href')
  expect(link).toBeTruthy()
  await operator.close()

  await page.goto(link!)
  await expect(page).toHaveURL(/\/new-password\?token=/)
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password')
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-password')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await signInInUi(page, { email: creator.email, password: creator.password })
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible()
  await signInInUi(page, { email: creator.email, password: 'a-brand-new-password' })
  await expect(page).toHaveURL(/\/user\/dashboard$/)
})
