import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserSupportPage } from '#web/features/support/pages/user-support-page.tsx'
import { pageOf, ticketFixture } from '#web/features/support/test/tickets.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const generationId = '33333333-3333-4333-8333-333333333333'
const reported = ticketFixture({
  subject: 'Text is cut off',
  generationId,
  picture: {
    imageUrl: `/api/generations/${generationId}/image?size=small`,
    fullImageUrl: `/api/generations/${generationId}/image`,
    width: 1280,
    height: 720,
    title: 'Ten Secret Levels',
  },
})

async function openTicket(ticket: ReturnType<typeof ticketFixture>) {
  stubFetch({
    'GET /api/support-tickets': () => json(200, pageOf(ticket)),
    [`GET /api/support-tickets/${ticket.id}`]: () => json(200, ticket),
  })
  const { user } = renderApp({
    routes: [{ path: '/user/support', element: <UserSupportPage /> }],
    initialEntries: ['/user/support'],
  })
  await user.click(await screen.findByRole('button', { name: new RegExp(ticket.subject) }))
}

describe('the creator’s own reported ticket shows the picture, not the prompt', () => {
  it('a small, lazy, sized picture with its title, opening the full file', async () => {
    await openTicket(reported)
    const section = await screen.findByRole('region', { name: 'The thumbnail you reported' })
    const picture = within(section).getByRole('img', { name: /Reported thumbnail: Ten Secret Levels/ })
    expect(picture).toHaveAttribute('src', `/api/generations/${generationId}/image?size=small`)
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(picture).toHaveAttribute('width', '320')
    expect(picture).toHaveAttribute('height', '180')
    expect(within(section).getByRole('link')).toHaveAttribute(
      'href',
      `/api/generations/${generationId}/image`,
    )
    expect(within(section).getByText('Ten Secret Levels')).toBeInTheDocument()
  })

  it('says so when the reported image failed and has no picture', async () => {
    await openTicket({ ...reported, picture: null })
    const section = await screen.findByRole('region', { name: 'The thumbnail you reported' })
    expect(section).toHaveTextContent('The reported thumbnail has no picture.')
  })
})
