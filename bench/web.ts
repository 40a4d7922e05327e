import { initialJsForHome } from './initial-js.ts'
import { lighthouseFigures } from './lighthouse.ts'
import { launchServer } from './server-start.ts'

/**
 * The `web` figures, measured against the built server (what `npm start` runs) on `dataDir`:
 * the initial JavaScript always, Lighthouse when asked (it takes minutes).
 */
export async function webFigures(dataDir: string, options: { lighthouse: boolean }) {
  const server = await launchServer({ DATA_DIR: dataDir })
  try {
    const initialJs = await initialJsForHome(server.baseUrl)
    return {
      initialJsGzipKB: initialJs.totalGzipKB,
      initialJsFiles: initialJs.files,
      ...(options.lighthouse ? { lighthouse: await lighthouseFigures(server.baseUrl) } : {}),
    }
  } finally {
    await server.stop()
  }
}
