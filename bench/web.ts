import { setTimeout as sleep } from 'node:timers/promises'
import { initialJsForHome } from './initial-js.ts'
import { lighthouseFigures } from './lighthouse.ts'
import { launchServer } from './server-start.ts'

/**
 * The home page as visitors see it once the first-start showcase thumbnails exist (they are drawn
 * in the background after the server starts, decision 052): Lighthouse scores that page, with its
 * thumbnails, not the page of the first seconds, and not while the drawing takes a core.
 */
async function waitForShowcase(baseUrl: string, limitMs = 180_000) {
  const until = Date.now() + limitMs
  while (Date.now() < until) {
    const list = (await (await fetch(`${baseUrl}/api/showcase`)).json()) as { ready?: boolean }
    if (list.ready) return
    await sleep(500)
  }
  throw new Error('the showcase thumbnails were not drawn in time')
}

/**
 * The `web` figures, measured against the built server (what `npm start` runs) on `dataDir`:
 * the initial JavaScript always, Lighthouse when asked (it takes minutes).
 */
export async function webFigures(dataDir: string, options: { lighthouse: boolean }) {
  const server = await launchServer({ DATA_DIR: dataDir })
  try {
    const initialJs = await initialJsForHome(server.baseUrl)
    if (options.lighthouse) await waitForShowcase(server.baseUrl)
    return {
      initialJsGzipKB: initialJs.totalGzipKB,
      initialJsFiles: initialJs.files,
      ...(options.lighthouse ? { lighthouse: await lighthouseFigures(server.baseUrl) } : {}),
    }
  } finally {
    await server.stop()
  }
}
