import { startFakeGemini } from './fake-gemini.ts'

/**
 * The fake Gemini server as a process of its own, for the browser journeys (playwright.config.ts
 * starts it beside the app and gives the app its address as GEMINI_API_BASE_URL). The app only
 * calls it once an operator adds a Gemini key, so journeys without one stay offline.
 */
const port = Number(process.env.FAKE_GEMINI_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('Set FAKE_GEMINI_PORT')
const fake = await startFakeGemini({ port })
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
