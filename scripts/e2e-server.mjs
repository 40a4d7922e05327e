// Starts the real server for the browser tests, as `npm start` runs it (the prebuilt
// dist/server/main.js, rebuilt first if its sources changed), on a fresh, throwaway data folder.
// The folder's name carries this process's id, so one left by a run that was killed outright is
// removed by the next run.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const prefix = 'thumbforge-e2e-'
const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
for (const entry of readdirSync(tmpdir())) {
  const pid = Number(entry.slice(prefix.length).split('-')[0])
  if (entry.startsWith(prefix) && Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
    rmSync(path.join(tmpdir(), entry), { recursive: true, force: true })
  }
}

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' })
const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}${process.pid}-`))
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  // Image steps at the page requests' priority, as every app a test starts runs them
  // (tests/support/image-priority.ts): below it, they get almost no core while Chromium, the runner
  // or anything else on the machine keeps both busy.
  env: { IMAGE_PRIORITY: 'normal', ...process.env, DATA_DIR: dataDir },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
