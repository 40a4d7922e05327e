import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '#web/app/app.tsx'
import { createQueryClient } from '#web/lib/query-client.ts'
import { primeMeFromCache } from '#web/lib/session/me-query.ts'
import { followThemeChanges } from '#web/lib/theme.ts'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// The CSP allows no eval. zod probes for it with `new Function` to compile its object parsers, and
// the blocked probe is reported as a CSP violation on every page whose chunk carries a schema.
// `z.config({ jitless: true })` would do the same but pull 3.6 KB of zod into the first download;
// zod reads its settings from this global when its (lazy) chunk loads (zod/v4/core/core.js).
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodHost.__zod_globalConfig = { jitless: true }

// index.html's boot script set the theme before the first paint; from here on the app keeps it.
followThemeChanges()

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
