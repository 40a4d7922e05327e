import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, member, signedOutMe } from '#web/test/fetch-stub.ts'
import {
  button,
  previewBodies,
  ready,
  renderPage,
  stubEventSourceEachTest,
} from './generate-image-page-test-support.tsx'

stubEventSourceEachTest()

describe('generator page frame', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderPage({ 'GET /api/me': signedOutMe })
    expect(
      await screen.findByText('Please log in to use the YouTube Thumbnail Generator'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login')
  })

  it("says 'User data not found' when the account cannot be read, and retries on request", async () => {
    let fail = true
    const { user } = renderPage({
      'GET /api/me': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : json(200, member),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('User data not found')
    fail = false
    await user.click(button('Try again'))
    expect(await screen.findByRole('heading', { name: 'YouTube Thumbnail Generator' })).toBeInTheDocument()
  })

  it("says 'Failed to load data' when the catalogue cannot be loaded", async () => {
    renderPage({
      'GET /api/generator/catalog': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data: Something went wrong')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('shows the title, a locale-formatted Credits badge and which provider will run', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'YouTube Thumbnail Generator' })).toBeInTheDocument()
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1250).toLocaleString())
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument()
    expect(await screen.findByTestId('generator-provider')).toHaveTextContent('offline renderer')
  })

  it('offers Buy Now below 1 credit', async () => {
    renderPage({}, { ...member, creditBalance: 0 })
    await ready()
    // The Credits badge offers it, and so does the prompt beside the disabled Generate.
    for (const link of screen.getAllByRole('link', { name: 'Buy Now' })) {
      expect(link).toHaveAttribute('href', '/user/select-package')
    }
    expect(screen.getByTestId('generator-credits')).toHaveTextContent('0')
  })

  it("shows the server's live preview and redraws it with the title as typed", async () => {
    const { user, fetchMock } = renderPage()
    await ready()
    expect(screen.getByText('Your thumbnail preview will appear here')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Live preview of your thumbnail' })).toBeInTheDocument()
    // Issue 27, item 8: the placeholder does not stay under a visible preview.
    expect(screen.queryByText('Your thumbnail preview will appear here')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Title'), 'Boss Fight')
    expect(
      await screen.findByRole('img', { name: 'Live preview of your thumbnail: Boss Fight' }),
    ).toBeInTheDocument()
    const previews = previewBodies(fetchMock)
    expect(previews.at(-1)).toEqual({
      colorScheme: {
        primary: '#FF0000',
        secondary: '#FFFFFF',
        background: '#000000',
        aiSuggest: true,
        tone: 'professional',
      },
      overlay: expect.objectContaining({ style: 'none' }),
      textOverlay: expect.objectContaining({ title: 'Boss Fight', textSize: 'fit', autoAccent: true }),
      textMode: 'exact',
      output: { size: '1280x720', format: 'jpeg' },
      layout: 'auto',
    })
    // The preview never costs anything and never asks for the prompt or the category.
    expect(previews.every((body) => !('prompt' in body) && !('category' in body))).toBe(true)
  })
})
