import { type ChildProcess, spawn } from 'node:child_process'
import { cleanUpLater } from './clean-up.ts'

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<number | null>
  /** Everything it printed so far, stdout and stderr together. */
  output(): string
}

/**
 * `npm start` as an operator runs it, on one data folder and port, with the embedded database and
 * no mail or web build. `prefix` runs it through another command first (e.g. `setpriv` to drop
 * root). Killed when the test (or file) that started it is done.
 */
export function startServerProcess(options: {
  dataDir: string
  port: number
  prefix?: string[]
  env?: Record<string, string>
}): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const command = [...(options.prefix ?? []), process.execPath, '--import', 'tsx', 'src/server/main.ts']
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
