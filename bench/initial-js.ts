import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The JavaScript a visitor's browser actually fetches for `/`: every script response Chromium
 * receives from opening the page until the network is idle (the entry, its preloads and any lazy
 * chunk the first screen pulls in), each counted at its gzip size so the figure does not depend
 * on whether the server sent brotli.
 */
export async function initialJsForHome(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage()
    const scripts: Promise<{ file: string; bytes: number; gzipBytes: number }>[] = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      )
    })
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzipBytes - a.gzipBytes)
    return {
      files,
      totalGzipKB: Math.round((files.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024) * 10) / 10,
    }
  } finally {
    await browser.close()
  }
}
