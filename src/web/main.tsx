import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '#web/app/app.tsx'
import { createQueryClient } from '#web/app/query-client.ts'
import { primeMeFromCache } from '#web/lib/session/me-query.ts'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const queryClient = createQueryClient()

// A returning user's cached session is in place before the first paint, so guards need not wait.
void primeMeFromCache(queryClient)
  .catch(() => undefined)
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  )
