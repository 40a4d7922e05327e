import { cleanUpLater } from './clean-up.ts'
import { startFakeGemini } from './fake-gemini.ts'
import { startQueuedGeminiApp } from './queued-gemini-app.ts'
import { waitUntil } from './wait-until.ts'

/**
 * Generation as durable jobs (issue 13): the real app, the real queue (pg-boss on this database)
 * and the real @google/genai SDK against a local fake, so a run can be held at the provider.
 * `startApp` starts another such app on its own database (another instance, other settings).
 */
export async function startJobsScene() {
  const fake = await startFakeGemini()
  cleanUpLater(() => fake.close())
  const startApp = (env: Record<string, string> = {}) =>
    startQueuedGeminiApp(fake.url, {
      GEMINI_API_KEY: 'AIzaFAKEkeyJJJJJJJJJJJJJJJJJJJJJJJJ4444',
      GENERATION_CONCURRENCY: '4',
      ...env,
    })
  const { app, db } = await startApp()
  const post = (cookie: string | null, payload = jobForm()) =>
    app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      payload,
      headers: cookie ? { cookie } : {},
    })
  return { fake, startApp, app, db, post }
}

export const jobForm = (overrides: Record<string, unknown> = {}) => ({
  category: 'Technology',
  prompt: 'A robot unboxing a phone',
  textOverlay: { title: 'Queued And Made' },
  ...overrides,
})

export const waitForJobs = (check: () => boolean | Promise<boolean>) =>
  waitUntil(check, { what: 'the jobs to settle' })
