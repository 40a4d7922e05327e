import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReportProblemButton } from '#web/features/support/components/report-problem-button.tsx'
import { ticketFixture } from '#web/features/support/test/tickets.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const generationId = '33333333-3333-4333-8333-333333333333'
const renderButton = () =>
  renderApp({ routes: [{ path: '/', element: <ReportProblemButton generationId={generationId} /> }] })

describe('Report a problem', () => {
  it('opens a dialog with the subject prefilled and requires a message', async () => {
    const fetchMock = stubFetch({})
    const { user } = renderButton()
    await user.click(screen.getByRole('button', { name: 'Report a problem' }))
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' })
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Problem with a generated thumbnail')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('opens a ticket linked to the generation and closes', async () => {
    const fetchMock = stubFetch({
      'POST /api/support-tickets': () => json(201, ticketFixture({ generationId })),
    })
    const { user } = renderButton()
    await user.click(screen.getByRole('button', { name: 'Report a problem' }))
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' })
    await user.type(within(dialog).getByLabelText('Message'), 'The title is cut off.')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Support ticket created successfully')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      subject: 'Problem with a generated thumbnail',
      message: 'The title is cut off.',
      generationId,
    })
  })
})
