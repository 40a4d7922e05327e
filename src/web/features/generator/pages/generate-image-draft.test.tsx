import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GenerateImagePage } from '#web/features/generator/pages/generate-image-page.tsx'
import { catalog, previewImage } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

/** Issue 27, item 5: the generator keeps a draft per account in this browser. */

const other = { ...member, id: 'u2', name: 'Otto Other', email: 'otto@example.com' }
const stored = (userId: string) => localStorage.getItem(`thumbforge:generator-draft:${userId}`)

function renderPage(me: object = member) {
  stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/generator/catalog': () => json(200, catalog),
    'GET /api/personas': () => json(200, { items: [] }),
    'POST /api/generator/preview': () => previewImage(),
  })
  return renderApp({
    routes: [{ path: '/user/generate-image', element: <GenerateImagePage /> }],
    initialEntries: ['/user/generate-image'],
  })
}

const ready = () => screen.findByRole('button', { name: 'Generate Thumbnail' })
const titleField = () => screen.getByLabelText('Title')
const promptField = () => screen.getByLabelText(/Prompt/)
const categoryField = () => screen.getByLabelText(/Category/)

async function fillIn(view: ReturnType<typeof renderPage>, words: { title: string; prompt: string }) {
  await ready()
  await view.user.type(titleField(), words.title)
  await view.user.selectOptions(categoryField(), 'Gaming')
  await view.user.type(promptField(), words.prompt)
}

/** Leaves the page, as navigating away or reloading does. */
const leave = (view: ReturnType<typeof renderPage>) => view.unmount()

describe('the generator draft', () => {
  it('comes back after leaving the page: the idea, the title and the folded options', async () => {
    const view = renderPage()
    await fillIn(view, { title: 'Boss Fight', prompt: 'neon city' })
    await view.user.type(screen.getByLabelText('Subtitle'), 'Part 2')
    await view.user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '3')
    await view.user.selectOptions(screen.getByLabelText('Format'), 'png')
    await view.user.upload(
      screen.getByLabelText(/Upload image/),
      new File(['png'], 'ref.png', { type: 'image/png' }),
    )
    await screen.findByRole('img', { name: 'Reference: ref.png' })
    leave(view)

    // The picked image is never written: a data URL would fill the browser's storage.
    expect(stored(member.id)).toContain('Boss Fight')
    expect(stored(member.id)).not.toContain('data:')

    renderPage()
    await ready()
    expect(titleField()).toHaveValue('Boss Fight')
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Part 2')
    expect(categoryField()).toHaveValue('Gaming')
    expect(promptField()).toHaveValue('neon city')
    expect(screen.getByLabelText('Variants', { exact: false })).toHaveValue('3')
    expect(screen.getByLabelText('Format')).toHaveValue('png')
    expect(screen.queryByRole('img', { name: 'Reference: ref.png' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Thumbnail' })).toBeEnabled()
  })

  it('is kept per account: another account on the same browser starts blank and keeps its own', async () => {
    const mine = renderPage()
    await fillIn(mine, { title: 'Mia Title', prompt: 'mia prompt' })
    leave(mine)

    const theirs = renderPage(other)
    await ready()
    expect(titleField()).toHaveValue('')
    expect(promptField()).toHaveValue('')
    expect(categoryField()).toHaveValue('')
    await theirs.user.type(titleField(), 'Otto Title')
    leave(theirs)
    expect(stored(other.id)).toContain('Otto Title')
    expect(stored(other.id)).not.toContain('Mia')

    renderPage()
    await ready()
    expect(titleField()).toHaveValue('Mia Title')
    expect(promptField()).toHaveValue('mia prompt')
  })

  it('ignores an entry that is not JSON or from another version, and starts from the defaults', async () => {
    for (const entry of ['{not json', JSON.stringify({ value: { title: 'Old shape' }, savedAt: 1 })]) {
      localStorage.setItem(`thumbforge:generator-draft:${member.id}`, entry)
      const view = renderPage()
      await ready()
      expect(titleField()).toHaveValue('')
      expect(promptField()).toHaveValue('')
      expect(screen.getByLabelText('Variants', { exact: false })).toHaveValue('1')
      leave(view)
    }
  })

  it('keeps the good fields of a damaged entry and drops a category the catalogue no longer has', async () => {
    const values = {
      category: 'Cooking',
      prompt: 'kept prompt',
      variants: 99,
      output: { size: '1080x1920', format: 'gif' },
      textOverlay: { title: 42 },
      colorScheme: 'red',
    }
    localStorage.setItem(
      `thumbforge:generator-draft:${member.id}`,
      JSON.stringify({ value: { version: 1, values }, savedAt: Date.now() }),
    )
    renderPage()
    await ready()
    expect(promptField()).toHaveValue('kept prompt')
    expect(categoryField()).toHaveValue('')
    expect(titleField()).toHaveValue('')
    expect(screen.getByLabelText('Variants', { exact: false })).toHaveValue('1')
    expect(screen.getByLabelText('Size')).toHaveValue('1280x720')
  })

  it('drops a persona that no longer exists', async () => {
    const gone = { id: '55555555-5555-4555-8555-555555555555', mode: 'authentic', expression: 'none' }
    localStorage.setItem(
      `thumbforge:generator-draft:${member.id}`,
      JSON.stringify({
        value: { version: 1, values: { prompt: 'with me', persona: gone } },
        savedAt: Date.now(),
      }),
    )
    const view = renderPage()
    await ready()
    expect(promptField()).toHaveValue('with me')
    await waitFor(() => expect(stored(member.id)).not.toContain(gone.id))
    leave(view)
  })

  it('is cleared by Reset', async () => {
    const view = renderPage()
    await fillIn(view, { title: 'Keep Me', prompt: 'first idea' })
    await waitFor(() => expect(stored(member.id)).toContain('Keep Me'))
    await view.user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(titleField()).toHaveValue('')
    leave(view)
    expect(stored(member.id) ?? '').not.toContain('Keep Me')

    renderPage()
    await ready()
    expect(titleField()).toHaveValue('')
    expect(promptField()).toHaveValue('')
  })
})
