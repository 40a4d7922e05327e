import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { PersonasPage } from '#web/features/personas/pages/personas-page.tsx'
import { json } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

/** The personas page at its address, with the confirm dialog the user layout provides. */
export const renderPersonas = () =>
  renderApp({
    routes: [
      {
        path: '/user/personas',
        element: (
          <ConfirmProvider>
            <PersonasPage />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: ['/user/personas'],
  })

/** An API refusal in the house shape. */
export const refusal = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })
