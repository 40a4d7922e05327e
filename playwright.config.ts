import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
// The fake Gemini server the app is pointed at (tests/support/fake-gemini-server.ts). The app reads
// GEMINI_API_BASE_URL at start, but calls Gemini only once a key is active: journeys stay offline
// unless they add one (generator-edit.spec.ts does, and removes it again).
const fakeGeminiPort = Number(process.env.E2E_GEMINI_PORT ?? port + 500)

/**
 * Journeys run in the system Chromium (never a downloaded one) against the real server on a
 * fresh embedded database. Auth rate limits are off here; the API suite proves they work.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /owner\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs tests/support/fake-gemini-server.ts',
      port: fakeGeminiPort,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GEMINI_PORT: String(fakeGeminiPort) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL, so the script can remove its data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: '',
        GEMINI_API_BASE_URL: `http://127.0.0.1:${fakeGeminiPort}`,
      },
    },
  ],
})
