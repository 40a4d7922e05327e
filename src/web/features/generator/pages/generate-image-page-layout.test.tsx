import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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

  it('tells a creator whose title reads from the right that Auto mirrors, and a picked layout keeps its place', async () => {
    const { user } = renderPage()
    await ready()
    const hint = () => layoutGroup().getAttribute('aria-describedby') ?? ''
    const hintText = () => document.getElementById(hint())?.textContent ?? ''
    expect(hintText()).not.toContain('reads from the right')
    await user.type(screen.getByLabelText('Title'), 'أغرب مطعم في دبي')
    expect(hintText()).toContain(
      'Your title reads from the right: Auto puts the text on the right and the subject on the left.',
    )
    await user.clear(screen.getByLabelText('Title'))
    await user.type(screen.getByLabelText('Title'), 'iPhone 17 الأفضل')
    expect(hintText()).not.toContain('reads from the right')
  })
})
