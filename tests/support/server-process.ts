import { type ChildProcess, spawn } from 'node:child_process'
import { cleanUpLater } from './clean-up.ts'
import { TEST_IMAGE_PRIORITY } from './image-priority.ts'

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<number | null>
  /** Everything it printed so far, stdout and stderr together. */
  output(): string
}

/**
 * The server as a real process, on one data folder and port, with the embedded database and no
 * mail or web build. By default from the TypeScript sources (so a test never runs a stale build);
 * `built` runs dist/server/main.js, what `npm start` runs (build it first: scripts/build-if-stale.mjs).
 * `prefix` runs it through another command first (e.g. `setpriv` to drop root). Killed when the
 * test (or file) that started it is done.
 */
export function startServerProcess(options: {
  dataDir: string
  port: number
  prefix?: string[]
  env?: Record<string, string>
  built?: boolean
}): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const entry = options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts']
  const command = [...(options.prefix ?? []), process.execPath, ...entry]
  const child = spawn(command[0] as string, command.slice(1), {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      APP_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      IMAGE_PRIORITY: TEST_IMAGE_PRIORITY,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanUpLater(() => {
    child.kill('SIGKILL')
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}
