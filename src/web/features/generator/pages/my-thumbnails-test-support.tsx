// The gallery page as the app mounts it (inside the confirm dialog's provider), for my-thumbnails-*.test.tsx.
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { MyThumbnailsPage } from '#web/features/generator/pages/my-thumbnails-page.tsx'
import { renderApp } from '#web/test/render.tsx'

export const renderGallery = (address = '/user/thumbnails') =>
  renderApp({
    routes: [
      {
        path: '/user/thumbnails',
        element: (
          <ConfirmProvider>
            <MyThumbnailsPage />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: [address],
  })
