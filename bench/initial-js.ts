import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a visitor's browser fetches before `/` can render: the entry module plus every
 * chunk index.html preloads. Lazy route chunks (auth pages, user and admin areas) are not counted.
 */
export function initialJsForHome(webRoot: string) {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*type="module"|link[^>]*rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g,
    ),
  ]
    .map((m) => m[1])
    .filter((f): f is string => Boolean(f))
  const sizes = files.map((file) => {
    const bytes = readFileSync(path.join(webRoot, file))
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }
  })
  return {
    files: sizes,
    totalGzipKB: Math.round((sizes.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024) * 10) / 10,
  }
}
