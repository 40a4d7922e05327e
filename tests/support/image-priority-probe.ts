// Run as its own process by tests/integration/image-priority.test.ts (a thread's class cannot be
// taken back without privilege, so the test runner's own process is left alone): holds the image
// pool at the IMAGE_PRIORITY given, runs one image step, and prints every thread's class as JSON.
import { readdirSync, readFileSync } from 'node:fs'
import { imageTaskClasses } from '#server/image-task-classes.ts'
import { type ImagePriority, threadScheduling } from '#server/lib/image-pool/background-priority.ts'
import { createImagePool, SERVER_IMAGE_OWNER } from '#server/lib/image-pool/pool.ts'

const priority = process.argv[2] as ImagePriority
const images = createImagePool({ classes: imageTaskClasses, threads: 2, priority })
const photo = readFileSync(new URL('../fixtures/people/grandpa.png', import.meta.url))
await images.run(SERVER_IMAGE_OWNER, 'toJpeg', photo)
const threads = readdirSync('/proc/self/task').map((entry) => {
  const tid = Number(entry)
  const name = readFileSync(`/proc/self/task/${entry}/comm`, 'utf8').trim()
  return { tid, name, main: tid === process.pid, ...threadScheduling(tid) }
})
process.stdout.write(`${JSON.stringify(threads)}\n`)
await images.close()
