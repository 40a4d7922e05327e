import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETUP_ITEMS, type SetupItemId } from '#shared/admin/setup-checklist.ts'
import { SetupChecklist } from '#web/features/admin/dashboard/setup-checklist.tsx'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const result = (id: SetupItemId, done: boolean, detail = `${id} detail`) =>
  json(200, { id, done, detail, checkedAt: '2026-11-28T00:00:00.000Z' })
const everyItem = (answer: (id: SetupItemId) => Response | Promise<Response>) =>
  Object.fromEntries(SETUP_ITEMS.map(({ id }) => [`GET /api/admin/setup-checklist/${id}`, () => answer(id)]))

const renderChecklist = () =>
  renderApp({
    routes: [{ path: '/admin/dashboard', element: <SetupChecklist /> }],
    initialEntries: ['/admin/dashboard'],
  })
// The item's title paragraph (its 'Check again' button repeats the title for screen readers).
const itemNamed = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement

describe('the setup checklist', () => {
  it('shows each item as its own check answers, a slow one still checking', async () => {
    const slow = deferredResponse()
    stubFetch(everyItem((id) => (id === 'paypal-live' ? slow.promise : result(id, id === 'app-url'))))
    renderChecklist()
    await vi.waitFor(() =>
      expect(within(itemNamed('Public address with HTTPS')).getByText('app-url detail')).toBeVisible(),
    )
    expect(within(itemNamed('PayPal live credentials')).getByText('Checking…')).toBeVisible()
    expect(screen.getByText('1 of 7 done')).toBeVisible()
    expect(
      within(itemNamed('PayPal live credentials')).getByRole('link', { name: 'Open the setting' }),
    ).toHaveAttribute('href', '/admin/settings?panel=paypal')
    slow.release(await result('paypal-live', true, 'The live credentials passed a token call.'))
    await vi.waitFor(() =>
      expect(screen.getByText('The live credentials passed a token call.')).toBeVisible(),
    )
    expect(screen.getByText('2 of 7 done')).toBeVisible()
  })

  it('sends a test mail from the SMTP item and says where it went', async () => {
    stubFetch({
      ...everyItem((id) => result(id, false)),
      'POST /api/admin/setup-checklist/test-mail': () =>
        json(200, { message: 'A test mail was sent to ada@example.com.', sentTo: 'ada@example.com' }),
    })
    renderChecklist()
    const send = await screen.findByRole('button', { name: 'Send a test mail' })
    await userEvent.click(send)
    expect(await screen.findByText('A test mail was sent to ada@example.com.')).toBeVisible()
  })

  it('folds away once every item is done, and opens again on request', async () => {
    stubFetch(everyItem((id) => result(id, true)))
    renderChecklist()
    const show = await screen.findByRole('button', { name: 'Show the setup checklist' })
    expect(screen.getByText('Your shop is set up: all 7 checklist items are done.')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Set up your shop' })).not.toBeInTheDocument()
    await userEvent.click(show)
    expect(screen.getByRole('heading', { name: 'Set up your shop' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Fold the checklist away' }))
    expect(screen.getByRole('button', { name: 'Show the setup checklist' })).toBeVisible()
  })
})
