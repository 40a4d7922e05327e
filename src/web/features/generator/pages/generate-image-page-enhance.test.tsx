import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferredResponse, json } from '#web/test/fetch-stub.ts'
import {
  button,
  describeThumbnail,
  ready,
  renderPage,
  stubEventSourceEachTest,
} from './generate-image-page-test-support.tsx'

stubEventSourceEachTest()

describe('AI Enhance', () => {
  it('is disabled until there is a prompt or a category', async () => {
    const { user } = renderPage()
    await ready()
    expect(button('AI Enhance')).toBeDisabled()
    await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
    expect(button('AI Enhance')).toBeEnabled()
    await user.selectOptions(screen.getByLabelText(/Category/), '')
    expect(button('AI Enhance')).toBeDisabled()
    await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
    expect(button('AI Enhance')).toBeEnabled()
  })

  it('is disabled while enhancing, then replaces the prompt and says so', async () => {
    const pending = deferredResponse()
    const { user, fetchMock } = renderPage({ 'POST /api/generator/enhance': () => pending.promise })
    await ready()
    await describeThumbnail(user)
    await user.click(button('AI Enhance'))
    expect(button('Enhancing...')).toBeDisabled()
    pending.release(
      json(200, {
        prompt: 'Epic boss fight, low angle',
        provider: 'offline',
        message: 'Prompt enhanced successfully!',
      }),
    )
    expect(await screen.findByText('Prompt enhanced successfully!')).toBeInTheDocument()
    expect(screen.getByLabelText(/Prompt/)).toHaveValue('Epic boss fight, low angle')
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('enhance')) ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      category: 'Gaming',
      prompt: 'boss fight',
      size: '1280x720',
      layout: 'auto',
    })
  })

  it("reports a failure as 'Error enhancing prompt: ...'", async () => {
    const { user } = renderPage({
      'POST /api/generator/enhance': () =>
        json(502, { error: { code: 'PROVIDER_ERROR', message: 'Failed to enhance prompt' } }),
    })
    await ready()
    await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
    await user.click(button('AI Enhance'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error enhancing prompt: Failed to enhance prompt',
    )
  })

  it('fills the prompt from a category template idea', async () => {
    const { user } = renderPage()
    await ready()
    await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
    await user.click(screen.getByText(/Template ideas for Gaming/))
    await user.click(button('Boss monster over a tiny hero'))
    expect(screen.getByLabelText(/Prompt/)).toHaveValue('Boss monster over a tiny hero')
  })
})
