import type { ReactElement } from 'react'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { YoutubePage } from '#web/features/youtube/pages/youtube-page.tsx'
import { renderApp } from '#web/test/render.tsx'

/** One element at `/`, with the confirm dialog the user and admin layouts provide. */
export const renderWithConfirm = (element: ReactElement) =>
  renderApp({ routes: [{ path: '/', element: <ConfirmProvider>{element}</ConfirmProvider> }] })

/** The YouTube page at its address (with a callback's query, when given). */
export const renderYoutubePage = (entry = '/user/youtube') =>
  renderApp({
    routes: [
      {
        path: '/user/youtube',
        element: (
          <ConfirmProvider>
            <YoutubePage />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: [entry],
  })
