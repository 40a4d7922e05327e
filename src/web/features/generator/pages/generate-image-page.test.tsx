import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GenerateImagePage } from '#web/features/generator/pages/generate-image-page.tsx'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import {
  acceptedRun,
  batchView,
  catalog,
  generation,
  pendingGeneration,
  previewImage,
} from '#web/features/generator/test/fixtures.ts'
import { deferredResponse, json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

beforeEach(() => {
  FakeEventSource.reset()
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => vi.unstubAllGlobals())

/** A run the server accepts and an instant worker finishes: the 202, then the stream's last view. */
function instantRun(view = batchView()) {
  FakeEventSource.reply = view
  return () => json(202, acceptedRun())
}

type Handlers = Parameters<typeof stubFetch>[0]

type FetchMock = ReturnType<typeof stubFetch>
const previewBodies = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/generator/preview'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

function renderPage(handlers: Handlers = {}, me: object = member) {
  const fetchMock = stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/generator/catalog': () => json(200, catalog),
    'GET /api/personas': () => json(200, { items: [] }),
    'POST /api/generator/preview': () => previewImage(),
    ...handlers,
  })
  const view = renderApp({
    routes: [
      { path: '/user/generate-image', element: <GenerateImagePage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    initialEntries: ['/user/generate-image'],
  })
  return { ...view, fetchMock }
}

const button = (name: string | RegExp) => screen.getByRole('button', { name })
const ready = () => screen.findByRole('button', { name: 'Generate Thumbnail' })

async function describeThumbnail(user: ReturnType<typeof renderPage>['user']) {
  await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
  await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
}

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

describe('Generate Thumbnail', () => {
  it('is disabled while the prompt is empty', async () => {
    const { user } = renderPage()
    await ready()
    expect(button('Generate Thumbnail')).toBeDisabled()
    await user.type(screen.getByLabelText(/Prompt/), 'x')
    expect(button('Generate Thumbnail')).toBeEnabled()
  })

  it('validates the category and a blank prompt word for word, without calling the server', async () => {
    const { user, fetchMock } = renderPage()
    await ready()
    await user.type(screen.getByLabelText(/Prompt/), '   ')
    await user.click(button('Generate Thumbnail'))
    expect(await screen.findByText('Please select a category')).toBeInTheDocument()
    expect(screen.getByText('Prompt is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate'))).toBe(false)
  })

  it('shows what the run costs and what will be left, next to Generate', async () => {
    const { user } = renderPage({}, { ...member, creditBalance: 5 })
    await ready()
    await describeThumbnail(user)
    expect(button('Generate Thumbnail')).toHaveAccessibleDescription(
      'This run costs 1 credit; 4 credits will be left.',
    )
    await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '3')
    expect(button('Generate Thumbnail')).toHaveAccessibleDescription(
      'This run costs 3 credits; 2 credits will be left.',
    )
  })

  it('disables Generate below the run price and offers Buy Now instead', async () => {
    const { user, fetchMock } = renderPage({}, { ...member, creditBalance: 1 })
    await ready()
    await describeThumbnail(user)
    expect(button('Generate Thumbnail')).toBeEnabled()
    await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '2')
    expect(button('Generate Thumbnail')).toBeDisabled()
    expect(button('Generate Thumbnail')).toHaveAccessibleDescription(
      'Insufficient credits. Buy more to generate images. Buy Now',
    )
    const form = within(screen.getByRole('form', { name: 'Thumbnail settings' }))
    expect(form.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/user/select-package')
    await user.click(button('Generate Thumbnail'))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate'))).toBe(false)
  })

  it('disables Generate at 0 credits', async () => {
    const { user } = renderPage({}, { ...member, creditBalance: 0 })
    await ready()
    await describeThumbnail(user)
    expect(button('Generate Thumbnail')).toBeDisabled()
    expect(screen.getByText('Insufficient credits. Buy more to generate images.')).toBeInTheDocument()
  })

  it('animates while generating, then shows the results, the success message and the new balance', async () => {
    const pending = deferredResponse()
    const { user, fetchMock } = renderPage({ 'POST /api/generator/generate': () => pending.promise })
    await ready()
    await describeThumbnail(user)
    await user.type(screen.getByLabelText('Title'), 'Boss Fight')
    await user.click(button('Generate Thumbnail'))

    expect(button('Generating...')).toBeDisabled()
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    // The credit comes off the badge as the run starts, as the spec's page did.
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())
    pending.release(json(202, acceptedRun()))
    // Accepted and queued: the page follows the run's stream and keeps animating until it is done.
    await waitFor(() => expect(FakeEventSource.latest().url).toBe('/api/generator/batches/b1/events'))
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    expect(button('Generating...')).toBeDisabled()
    act(() =>
      FakeEventSource.latest().sendBatch(
        batchView({ done: false, results: [pendingGeneration()], message: null }),
      ),
    )
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    act(() => FakeEventSource.latest().sendBatch(batchView()))

    expect(await screen.findByText('YouTube thumbnail generated successfully!')).toBeInTheDocument()
    const download = screen.getByRole('link', { name: 'Download Thumbnail' })
    expect(download).toHaveAttribute(
      'href',
      '/api/generations/11111111-1111-4111-8111-111111111111/image?download=1',
    )
    expect(download).toHaveAttribute('download', 'youtube-thumbnail-1-1795334400000.jpg')
    expect(screen.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('generate')) ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      category: 'Gaming',
      prompt: 'boss fight',
      variants: 1,
      textMode: 'exact',
      output: { size: '1280x720', format: 'jpeg' },
      overlay: { style: 'none', position: 'bottom', opacity: 70 },
      textOverlay: { title: 'Boss Fight', textColor: '#FFFFFF', textSize: 'fit', textPosition: 'center' },
      colorScheme: {
        primary: '#FF0000',
        secondary: '#FFFFFF',
        background: '#000000',
        aiSuggest: true,
        tone: 'professional',
      },
    })
  })

  it('shows a failed run as the error, with the refunded credits back on the badge', async () => {
    const pending = deferredResponse()
    const { user } = renderPage({ 'POST /api/generator/generate': () => pending.promise })
    await ready()
    await describeThumbnail(user)
    await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '2')
    await user.click(button('Generate Thumbnail'))
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1248).toLocaleString())
    const failed = (id: string, n: number) =>
      generation({
        id,
        status: 'failed',
        imageUrl: null,
        error: 'No image was generated from the API response',
        params: { ...generation().params, n },
      })
    pending.release(
      json(
        202,
        acceptedRun({
          results: [pendingGeneration(), pendingGeneration({ id: '22222222-2222-4222-8222-222222222222' })],
          balance: 1248,
        }),
      ),
    )
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(screen.getByText('Generating 2 thumbnails...')).toBeInTheDocument()
    act(() =>
      FakeEventSource.latest().sendBatch(
        batchView({
          results: [
            failed('11111111-1111-4111-8111-111111111111', 1),
            failed('22222222-2222-4222-8222-222222222222', 2),
          ],
          balance: 1250,
          message: 'No image was generated from the API response',
        }),
      ),
    )

    const form = within(screen.getByRole('form', { name: 'Thumbnail settings' }))
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Error: No image was generated from the API response',
    )
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1250).toLocaleString())
    expect(screen.queryByText(/Generating 2 thumbnails/)).not.toBeInTheDocument()
    expect(button('Generate Thumbnail')).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Download Thumbnail' })).not.toBeInTheDocument()
  })

  it('offers only the catalogue’s categories', async () => {
    renderPage()
    await ready()
    const options = within(screen.getByLabelText(/Category/)).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Select a category', 'Gaming', 'Travel'])
  })

  it.each([
    // A category the catalogue dropped after the page loaded.
    [400, 'VALIDATION', 'Choose one of the listed categories'],
    [402, 'INSUFFICIENT_CREDITS', 'Insufficient credits. Buy more to generate images.'],
    [503, 'PROVIDER_ERROR', 'No API keys available'],
  ])("shows the server's %i as a red 'Error: ...'", async (status, code, message) => {
    const { user } = renderPage({
      'POST /api/generator/generate': () => json(status, { error: { code, message } }),
    })
    await ready()
    await describeThumbnail(user)
    await user.click(button('Generate Thumbnail'))
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${message}`)
    expect(button('Generate Thumbnail')).toBeEnabled()
  })
})

describe('form rules', () => {
  it('disables the text colour while AI text colour is on', async () => {
    const { user } = renderPage()
    await ready()
    expect(screen.getByLabelText('Text colour')).toBeEnabled()
    await user.click(screen.getByRole('switch', { name: 'AI text colour' }))
    expect(screen.getByLabelText('Text colour')).toBeDisabled()
  })

  it('offers the image style only with a reference image, previewed at most 150px high', async () => {
    const { user } = renderPage()
    await ready()
    expect(screen.queryByLabelText('Image style')).not.toBeInTheDocument()
    await user.upload(
      screen.getByLabelText(/Upload image/),
      new File(['png'], 'ref.png', { type: 'image/png' }),
    )

    const preview = await screen.findByRole('img', { name: 'Reference: ref.png' })
    expect(preview).toHaveClass('max-h-[150px]')
    expect(screen.getByLabelText('Image style')).toHaveValue('professional')
    await user.click(button('Clear'))
    expect(screen.queryByRole('img', { name: 'Reference: ref.png' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Image style')).not.toBeInTheDocument()
  })

  it('refuses a non-image or a reference over 10 MB', async () => {
    renderPage()
    await ready()
    const input = screen.getByLabelText(/Upload image/)
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } })
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument()
    const big = new File(['x'], 'big.png', { type: 'image/png' })
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })
    fireEvent.change(input, { target: { files: [big] } })
    expect(await screen.findByText('The reference image must be 10 MB or smaller.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Image style')).not.toBeInTheDocument()
  })

  it('Reset empties the file input and its error, so the same file can be picked again', async () => {
    const { user } = renderPage()
    await ready()
    const file = new File(['png'], 'ref.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText(/Upload image/), file)
    await screen.findByRole('img', { name: 'Reference: ref.png' })
    await user.click(button('Reset'))
    const input = screen.getByLabelText(/Upload image/) as HTMLInputElement
    expect(input.files).toHaveLength(0)
    await user.upload(input, file)
    expect(await screen.findByRole('img', { name: 'Reference: ref.png' })).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText(/Replace image/), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument()
    await user.click(button('Reset'))
    expect(screen.queryByText('Please choose an image file.')).not.toBeInTheDocument()
  })

  it('Reset restores every default and clears results, messages and the reference', async () => {
    const { user } = renderPage({
      // 'AI-drawn text' can be picked only with Gemini.
      'GET /api/generator/catalog': () => json(200, { ...catalog, effectiveProvider: 'gemini' }),
      'POST /api/generator/generate': instantRun(),
    })
    await ready()
    await describeThumbnail(user)
    await user.type(screen.getByLabelText('Title'), 'Boss Fight')
    await user.selectOptions(screen.getByLabelText('Overlay style'), 'gradient')
    await user.click(screen.getByRole('switch', { name: 'AI text colour' }))
    await user.click(screen.getByRole('radio', { name: /AI-drawn text/ }))
    await user.selectOptions(screen.getByLabelText('Format'), 'png')
    await user.selectOptions(screen.getByLabelText('Tone'), 'dramatic')
    await user.upload(
      screen.getByLabelText(/Upload image/),
      new File(['png'], 'ref.png', { type: 'image/png' }),
    )
    await user.click(button('Generate Thumbnail'))
    await screen.findByText('YouTube thumbnail generated successfully!')

    await user.click(button('Reset'))
    expect(screen.getByLabelText(/Category/)).toHaveValue('')
    expect(screen.getByLabelText(/Prompt/)).toHaveValue('')
    expect(screen.getByLabelText('Title')).toHaveValue('')
    expect(screen.getByLabelText('Overlay style')).toHaveValue('none')
    expect(screen.getByRole('switch', { name: 'AI text colour' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: /suggest the colour scheme/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /Exact text/ })).toBeChecked()
    expect(screen.getByLabelText('Format')).toHaveValue('jpeg')
    expect(screen.getByLabelText('Tone')).toHaveValue('professional')
    expect(screen.getByLabelText('Size')).toHaveValue('1280x720')
    expect(screen.getByLabelText('Variants', { exact: false })).toHaveValue('1')
    expect(screen.getByRole('slider')).toHaveValue('70')
    expect(screen.queryByRole('img', { name: 'Reference: ref.png' })).not.toBeInTheDocument()
    expect(screen.queryByText('YouTube thumbnail generated successfully!')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Download Thumbnail' })).not.toBeInTheDocument()
    // The live preview follows the reset form (its next image may take a moment on a busy machine),
    // with no placeholder text under it.
    expect(await screen.findByRole('img', { name: /^Live preview of your thumbnail/ })).toBeInTheDocument()
    expect(screen.queryByText('Your thumbnail preview will appear here')).not.toBeInTheDocument()
  })
})

describe('Edit text on a result', () => {
  it('PATCHes the new text, shows the new image and leaves the balance alone', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/generator/generate': instantRun(),
      'PATCH /api/generations/11111111-1111-4111-8111-111111111111': ({ body }) =>
        json(
          200,
          generation({
            params: {
              ...generation().params,
              textOverlay: {
                ...generation().params.textOverlay,
                ...(body as { textOverlay: object }).textOverlay,
              },
            },
          }),
        ),
    })
    await ready()
    await describeThumbnail(user)
    await user.click(button('Generate Thumbnail'))
    const before = (await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).getAttribute('src')

    await user.click(button('Edit text'))
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' })
    const title = within(dialog).getByLabelText('Title')
    expect(title).toHaveValue('Boss Fight')
    await user.clear(title)
    await user.type(title, 'Final Boss')
    await user.click(within(dialog).getByRole('button', { name: 'Save text' }))

    const after = await screen.findByRole('img', { name: 'Thumbnail 1: Final Boss' })
    expect(after.getAttribute('src')).not.toBe(before)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ textOverlay: { title: 'Final Boss' } })
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())
  })
})

describe('the live preview beside the results', () => {
  it('stays visible after results appear, and keeps following the form', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/generator/generate': instantRun(),
    })
    await ready()
    await describeThumbnail(user)
    await user.type(screen.getByLabelText('Title'), 'Boss Fight')
    await user.click(button('Generate Thumbnail'))
    expect(await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your thumbnails' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeInTheDocument()
    // The preview follows the title after its 300 ms pause, which may end after the results do.
    expect(
      await screen.findByRole('img', { name: 'Live preview of your thumbnail: Boss Fight' }),
    ).toBeInTheDocument()

    await user.type(screen.getByLabelText('Title'), ' 2')
    expect(
      await screen.findByRole('img', { name: 'Live preview of your thumbnail: Boss Fight 2' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(previewBodies(fetchMock).at(-1)).toMatchObject({ textOverlay: { title: 'Boss Fight 2' } })
  })
})

describe('layout, accent and text size', () => {
  const layoutGroup = () => screen.getByRole('group', { name: 'Layout' })
  const layoutChoices = () => within(layoutGroup()).getAllByRole('radio')

  it('offers Auto and the 16:9 layouts; Shorts brings its own and resets a 16:9 choice to Auto', async () => {
    const { user, fetchMock } = renderPage()
    await ready()
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked()
    expect(layoutChoices()).toHaveLength(9)
    expect(screen.getByRole('radio', { name: 'Versus split' })).not.toBeChecked()
    expect(screen.queryByRole('radio', { name: /^Shorts:/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Versus split' }))
    expect(screen.getByRole('radio', { name: 'Versus split' })).toBeChecked()
    await waitFor(() => expect(previewBodies(fetchMock).at(-1)).toMatchObject({ layout: 'versus' }))

    await user.selectOptions(screen.getByLabelText('Size'), '1080x1920')
    expect(layoutChoices()).toHaveLength(5)
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked()
    expect(screen.queryByRole('radio', { name: 'Versus split' })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(previewBodies(fetchMock).at(-1)).toMatchObject({
        layout: 'auto',
        output: { size: '1080x1920' },
      }),
    )

    // A Shorts layout survives a change of format, and goes back to Auto on a 16:9 size.
    await user.click(screen.getByRole('radio', { name: 'Shorts: split' }))
    await user.selectOptions(screen.getByLabelText('Format'), 'png')
    expect(screen.getByRole('radio', { name: 'Shorts: split' })).toBeChecked()
    await user.selectOptions(screen.getByLabelText('Size'), '1920x1080')
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked()
  })

  it('moves through the layouts with the keyboard and sends the choice with the run', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/generator/generate': instantRun(),
    })
    await ready()
    await describeThumbnail(user)
    screen.getByRole('radio', { name: 'Auto' }).focus()
    await user.keyboard('{ArrowRight}')
    const first = screen.getByRole('radio', { name: 'Big text left, subject right' })
    expect(first).toBeChecked()
    expect(first).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Subject left, big text right' })).toBeChecked()

    await user.click(button('Generate Thumbnail'))
    await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('generate')) ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ layout: 'text-right' })
  })

  it("has 'Auto accent' on by default with its asterisk hint, and the preview and the run follow it", async () => {
    const { user, fetchMock } = renderPage()
    await ready()
    const accent = screen.getByRole('switch', { name: 'Auto accent' })
    expect(accent).toBeChecked()
    expect(accent).toHaveAccessibleDescription(
      "Colours numbers, money and a question's last word; wrap any word in *asterisks* to pick it yourself.",
    )
    accent.focus()
    await user.keyboard(' ')
    expect(accent).not.toBeChecked()
    await waitFor(() =>
      expect(previewBodies(fetchMock).at(-1)).toMatchObject({ textOverlay: { autoAccent: false } }),
    )
  })

  it("shows 'Fit' first in Text size, chosen by default", async () => {
    renderPage()
    await ready()
    const size = screen.getByLabelText('Text size')
    expect(size).toHaveValue('fit')
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fit', 'Small', 'Medium', 'Large'])
    expect(size).toHaveAccessibleDescription("Fit fills the layout's text box.")
  })

  it('Reset brings the layout back to Auto and the accent back on', async () => {
    const { user } = renderPage()
    await ready()
    await user.click(screen.getByRole('radio', { name: 'Top banner' }))
    await user.click(screen.getByRole('switch', { name: 'Auto accent' }))
    await user.click(button('Reset'))
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Auto accent' })).toBeChecked()
  })
})

describe('Recreate this style', () => {
  it('sends the style reference with the preview and the run, and Reset takes it away', async () => {
    const { user, fetchMock } = renderPage({ 'POST /api/generator/generate': instantRun() })
    await ready()
    await describeThumbnail(user)
    await user.upload(
      screen.getByLabelText('Style reference'),
      new File(['png'], 'liked.png', { type: 'image/png' }),
    )
    await screen.findByRole('img', { name: 'Style reference: liked.png' })
    // Its palette shows in the preview (jsdom cannot shrink it: the original goes).
    await waitFor(() =>
      expect(previewBodies(fetchMock).at(-1)?.styleReference).toMatch(/^data:image\/png;base64,/),
    )
    await user.click(button('Generate Thumbnail'))
    await screen.findByText('YouTube thumbnail generated successfully!')
    const [generateCall] = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/api/generator/generate'),
    )
    expect(JSON.parse(String(generateCall?.[1]?.body))).toMatchObject({
      styleReference: expect.stringMatching(/^data:image\/png;base64,/),
    })

    await user.click(button('Reset'))
    expect(screen.queryByRole('img', { name: 'Style reference: liked.png' })).not.toBeInTheDocument()
    expect((screen.getByLabelText('Style reference') as HTMLInputElement).files).toHaveLength(0)
  })
})
