import { randomBytes } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { sameOrigin } from './same-origin.ts'

/** The operator's account: the setup project registers it first, so it is the install's Admin. */
export const owner = { name: 'Olivia Owner', email: 'owner@thumbforge.test', password: 'owner-password-1' }

export interface Account {
  name: string
  email: string
  password: string
}

export function newCreator(): Account {
  const suffix = randomBytes(4).toString('hex')
  return { name: `Casey ${suffix}`, email: `casey-${suffix}@thumbforge.test`, password: `casey-${suffix}-pw` }
}

export async function registerInUi(page: Page, account: Account) {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill(account.name)
  await page.getByLabel('Email Address').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm Password').fill(account.password)
  await page.getByLabel('I agree to the Terms and Conditions').check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
}

export async function signInInUi(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('E-mail').fill(account.email)
  await form.getByLabel('Password', { exact: true }).fill(account.password)
  await form.getByRole('button', { name: 'Login' }).click()
}

/** Signs the owner in on an API request context (its cookies then serve that context's pages). */
export async function signInAsOwner(request: APIRequestContext, baseURL: string | undefined) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: owner.email, password: owner.password },
    headers: sameOrigin(baseURL),
  })
  expect(response.ok()).toBe(true)
}

/**
 * Creates the account through the endpoint the sign-up form calls, on the page's own context (its
 * API requests share the browser's cookies), then opens the dashboard, where the form lands too.
 */
export async function signUpThroughApi(page: Page, baseURL: string | undefined, account: Account) {
  const response = await page.context().request.post('/api/auth/sign-up/email', {
    data: account,
    headers: sameOrigin(baseURL),
  })
  expect(response.ok()).toBe(true)
  await openDashboard(page)
  return account
}

/** Signs in through the endpoint the login form calls, then opens the dashboard as the form does. */
export async function signInThroughApi(
  page: Page,
  baseURL: string | undefined,
  account: Pick<Account, 'email' | 'password'>,
) {
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: sameOrigin(baseURL),
  })
  expect(response.ok()).toBe(true)
  await openDashboard(page)
}

/**
 * A signed-out visitor would be sent to /login: the greeting shows only to a signed-in account.
 * A fresh context's first page fetches every chunk of the app, the slowest step on a busy machine.
 */
async function openDashboard(page: Page) {
  await page.goto('/user/dashboard')
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 30_000 })
}
