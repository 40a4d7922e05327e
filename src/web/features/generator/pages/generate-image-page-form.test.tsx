import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { catalog } from '#web/features/generator/test/fixtures.ts'
import { json } from '#web/test/fetch-stub.ts'
import {
  button,
  describeThumbnail,
  instantRun,
  previewBodies,
  ready,
  renderPage,
  stubEventSourceEachTest,
} from './generate-image-page-test-support.tsx'

stubEventSourceEachTest()

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
