// `npm run bench:web`: what a visitor's browser meets on the first pages, as one JSON document:
// the JavaScript Chromium fetches for `/` and the Lighthouse scores of `/`, `/pricing` and `/login`, on the
// built server (`npm start`'s own build) with a fresh embedded database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { webFigures } from './web.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-web-'))
try {
  const web = await webFigures(dataDir, { lighthouse: true })
  process.stdout.write(`${JSON.stringify({ machine: { node: process.version }, web }, null, 2)}\n`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
