// The generator page rendered on a stubbed API with a fake event stream, for generate-image-page-*.test.tsx.
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { GenerateImagePage } from '#web/features/generator/pages/generate-image-page.tsx'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import { acceptedRun, batchView, catalog, previewImage } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

/** Each test starts with a fresh fake EventSource in place of the browser's, removed afterwards. */
export function stubEventSourceEachTest() {
  beforeEach(() => {
    FakeEventSource.reset()
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => vi.unstubAllGlobals())
}

/** A run the server accepts and an instant worker finishes: the 202, then the stream's last view. */
export function instantRun(view = batchView()) {
  FakeEventSource.reply = view
  return () => json(202, acceptedRun())
}

type Handlers = Parameters<typeof stubFetch>[0]

type FetchMock = ReturnType<typeof stubFetch>
export const previewBodies = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/generator/preview'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

export function renderPage(handlers: Handlers = {}, me: object = member) {
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

export const button = (name: string | RegExp) => screen.getByRole('button', { name })
export const ready = () => screen.findByRole('button', { name: 'Generate Thumbnail' })

export async function describeThumbnail(user: ReturnType<typeof renderPage>['user']) {
  await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
  await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
}
