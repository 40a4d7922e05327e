import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '#shared/common/dates.ts'
import { youtubeMessages } from '#shared/youtube/schemas.ts'
import { AdminYoutubePanel } from '#web/features/youtube/components/admin-youtube-panel.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'
import { adminYoutubeFixture, refusal } from '#web/test/youtube-fixtures.ts'

afterEach(() => vi.unstubAllGlobals())

const renderPanel = () => renderApp({ routes: [{ path: '/', element: <AdminYoutubePanel /> }] })

describe('Admin › Settings › YouTube', () => {
  it('shows the redirect URI to register, with a button that copies it, and today’s units against the quota', async () => {
    const settings = adminYoutubeFixture({ simulated: true })
    stubFetch({ 'GET /api/admin/youtube': () => json(200, settings) })
    const { user } = renderPanel()
    expect(screen.getByRole('heading', { name: 'YouTube' })).toBeInTheDocument()
    expect(await screen.findByText(settings.redirectUri)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy Authorized redirect URI' }))
    expect(await navigator.clipboard.readText()).toBe(settings.redirectUri)
    expect(screen.getByRole('button', { name: 'Copied Authorized redirect URI' })).toBeInTheDocument()

    expect(screen.getByText(/The Google OAuth client is set/)).toBeInTheDocument()
    expect(screen.getByText(/The simulated channel is on/)).toBeInTheDocument()
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'P' && /^Today: 1,250 of 10,000 units used\./.test(node.textContent ?? ''),
      ),
    ).toHaveTextContent(`Resets at ${formatDateTime(settings.resetsAt)} (midnight Pacific time).`)
    expect(screen.getByLabelText('Daily quota (units)')).toHaveValue(10_000)
    expect(screen.getByLabelText('Each creator’s share (percent)')).toHaveValue(25)
  })

  it('points at the Google Sign-in panel when no Google client is set, and says the simulated channel is off', async () => {
    stubFetch({ 'GET /api/admin/youtube': () => json(200, adminYoutubeFixture({ googleConfigured: false })) })
    renderPanel()
    const link = await screen.findByRole('link', { name: 'Google Sign-in' })
    expect(link).toHaveAttribute('href', '/admin/settings?panel=google')
    expect(link.closest('p')).toHaveTextContent(/creators cannot connect a real channel yet/)
    expect(screen.getByText(/The simulated channel is off\./)).toBeInTheDocument()
  })

  it.each([
    ['', '25', 'Enter the daily quota Google shows for your project'],
    ['99', '25', 'The daily quota must be at least 100 units'],
    ['100000001', '25', 'The daily quota must be at most 100,000,000 units'],
    ['1500.5', '25', 'Enter a whole number of units'],
    ['10000', '', 'Enter a share between 1 and 100 percent'],
    ['10000', '0', 'Enter a share between 1 and 100 percent'],
    ['10000', '101', 'Enter a share between 1 and 100 percent'],
    ['10000', '12.5', 'Enter a whole number of percent'],
  ])('quota %j and share %j: “%s”, and nothing is sent', async (quota, share, message) => {
    const fetchMock = stubFetch({ 'GET /api/admin/youtube': () => json(200, adminYoutubeFixture()) })
    const { user } = renderPanel()
    const quotaBox = await screen.findByLabelText('Daily quota (units)')
    const shareBox = screen.getByLabelText('Each creator’s share (percent)')
    await user.clear(quotaBox)
    if (quota) await user.type(quotaBox, quota)
    await user.clear(shareBox)
    if (share) await user.type(shareBox, share)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const form = screen.getByRole('form', { name: 'YouTube quota' })
    expect((await within(form).findByRole('alert')).textContent).toBe(message)
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('saves the two numbers and says so; a refusal shows in the server’s words', async () => {
    let attempts = 0
    const fetchMock = stubFetch({
      'GET /api/admin/youtube': () => json(200, adminYoutubeFixture()),
      'PUT /api/admin/youtube': ({ body }) =>
        ++attempts === 1
          ? refusal(503, 'INTERNAL', 'The settings could not be saved right now.')
          : json(200, adminYoutubeFixture(body as object)),
    })
    const { user } = renderPanel()
    const quotaBox = await screen.findByLabelText('Daily quota (units)')
    await user.clear(quotaBox)
    await user.type(quotaBox, '50000')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be saved right now.')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(youtubeMessages.settingsSaved)).toBeInTheDocument()
    const put = fetchMock.mock.calls.findLast(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ dailyQuota: 50_000, creatorSharePercent: 25 })
    expect(screen.getByText(/of 50,000 units used/)).toBeInTheDocument()
  })

  it('says so when the settings cannot be loaded, and tries again', async () => {
    let calls = 0
    stubFetch({
      'GET /api/admin/youtube': () =>
        ++calls === 1 ? refusal(500, 'INTERNAL', 'Boom') : json(200, adminYoutubeFixture()),
    })
    const { user } = renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the YouTube settings. Boom')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Daily quota (units)')).toHaveValue(10_000)
  })
})
