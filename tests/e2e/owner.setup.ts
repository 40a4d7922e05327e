import { expect, test as setup } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { sameOrigin } from './support/same-origin.ts'

// Runs before every journey: the first account on the fresh install becomes its Admin.
setup('the first account registered becomes the Admin', async ({ request, baseURL }) => {
  const response = await request.post('/api/auth/sign-up/email', {
    data: owner,
    headers: sameOrigin(baseURL),
  })
  expect(response.status()).toBe(200)
  const me = await request.get('/api/me')
  expect(await me.json()).toMatchObject({ email: owner.email, role: 'Admin', creditBalance: 3 })
})
