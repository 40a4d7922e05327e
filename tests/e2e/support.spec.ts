import { newCreator, owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'

test('a user opens a ticket, the admin replies and closes it, and the user reads the reply but can no longer reply', async ({
  page,
  browser,
  baseURL,
  signIn,
  signUp,
}) => {
  const creator = newCreator()
  const subject = `Download stuck ${creator.name}`
  await signUp(creator)

  // The user opens a ticket from the support page.
  await page.goto('/user/support')
  await page.getByRole('link', { name: 'Create Ticket' }).click()
  await expect(page).toHaveURL(/\/user\/create-support$/)
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByText('Subject is required')).toBeVisible()
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message').fill('The download button spins forever.')
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByText('Support ticket created successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/support$/)
  await expect(page.getByRole('heading', { name: 'Tickets (1)' })).toBeVisible()

  // The operator finds it on the dashboard and in the inbox, replies, and closes it.
  const operator = await browser.newPage({ baseURL })
  await signIn(owner, operator)
  await operator.goto('/admin')
  await expect(operator.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await operator
    .getByRole('link', { name: /Support Messages/ })
    .first()
    .click()
  await expect(operator).toHaveURL(/\/admin\/support-messages$/)
  await operator.getByLabel('User email').fill(creator.email)
  await operator.getByRole('button', { name: new RegExp(subject) }).click()
  await expect(operator.getByRole('list', { name: 'Conversation' })).toContainText(
    'The download button spins forever.',
  )
  await operator.getByLabel('Your reply').fill('  Fixed on our side: please try again.  ')
  await operator.getByRole('button', { name: 'Send' }).click()
  await expect(operator.getByRole('list', { name: 'Conversation' })).toContainText(
    'Fixed on our side: please try again.',
  )
  await operator.getByLabel('Ticket status').selectOption('closed')
  await expect(operator.getByLabel('Your reply')).toBeDisabled()
  await expect(operator.getByRole('button', { name: 'Send' })).toBeDisabled()

  // The reply was e-mailed to the user (no SMTP here, so it waits in the outbox).
  await operator.goto('/admin/outbox')
  await expect(operator.getByRole('row', { name: new RegExp(`Re: ${subject}`) })).toBeVisible()
  await operator.close()

  // The user sees the answer and the closed ticket takes no more replies.
  await page.reload()
  await page.getByRole('button', { name: new RegExp(subject) }).click()
  const conversation = page.getByRole('list', { name: 'Conversation' })
  await expect(conversation).toContainText('Support team')
  await expect(conversation).toContainText('Fixed on our side: please try again.')
  await expect(page.getByText('This ticket is closed and no longer accepts replies.')).toBeVisible()
  await expect(page.getByLabel('Your reply')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
})
