import { test as base, type Page } from '@playwright/test'
import { type Account, newCreator, signInThroughApi, signUpThroughApi } from './accounts.ts'

interface AccountFixtures {
  /** Creates an account through the real sign-up endpoint and signs `on` (the test's page by default) in as it. */
  signUp: (account?: Account, on?: Page) => Promise<Account>
  /** Signs `on` (the test's page by default) in as an existing account through the real endpoint. */
  signIn: (account: Pick<Account, 'email' | 'password'>, on?: Page) => Promise<void>
}

/**
 * The journeys' `test`, with epic-stack's login fixture: accounts are made and signed in through
 * the HTTP API, and only the journeys about signing up or in (auth.spec.ts) walk those forms.
 */
export const test = base.extend<AccountFixtures>({
  signUp: async ({ page, baseURL }, provide) => {
    await provide((account = newCreator(), on = page) => signUpThroughApi(on, baseURL, account))
  },
  signIn: async ({ page, baseURL }, provide) => {
    await provide((account, on = page) => signInThroughApi(on, baseURL, account))
  },
})

export { expect } from '@playwright/test'
