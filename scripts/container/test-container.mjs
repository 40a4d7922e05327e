// `npm run test:container` (issue 28, decision 040): builds the Dockerfile with podman on a local
// stand-in Node 22 base image, starts it on a fresh volume, and checks what an operator would:
// it serves /api/health, takes a sign-up, generates one thumbnail offline, and keeps the account
// and the thumbnail across a new container on the same volume. Removes what it made (the cached
// base image stays), also when a step fails. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import {
  batch,
  client,
  download,
  generateOne,
  me,
  newAccount,
  signIn,
  signUp,
  waitForHealth,
} from './journey.mjs'
import { imageMB, podman, podmanLogged, podmanQuiet, ULIMITS } from './podman.mjs'

const BASE_TAG = process.env.CONTAINER_BASE_IMAGE ?? 'localhost/thumbforge-node:22'
// CONTAINER_KEEP_IMAGE=1 keeps the built image as this tag, for `npm run bench` (install.imageMB).
const KEPT_IMAGE = 'localhost/thumbforge:local'
// Production refuses to start without it; both containers get the same one, as a restart would.
const APP_SECRET = randomBytes(24).toString('hex')
const run = `${process.pid}-${Date.now().toString(36)}`
const IMAGE = `localhost/thumbforge:test-${run}`
const VOLUME = `thumbforge-test-${run}`
const CONTAINER = `thumbforge-test-${run}`
const root = path.resolve(import.meta.dirname, '../..')
const logDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-container-'))
const started = Date.now()
let passed = 0

const say = (line) => process.stdout.write(`${line}\n`)

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)
function check(what, ok, detail = '') {
  if (!ok) throw new Error(`${what}${detail ? `: ${detail}` : ''}`)
  passed++
  say(`  ok ${what}`)
}

function cleanUp() {
  podmanQuiet('rm', '--force', '--time', '10', CONTAINER)
  podmanQuiet('volume', 'rm', '--force', VOLUME)
  podmanQuiet('rmi', '--force', IMAGE)
  // The build's intermediate stages; the cached base image is tagged, so it stays.
  podmanQuiet('image', 'prune', '--force')
  // A failed build's last lines were printed already; the folder goes either way.
  rmSync(logDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function startContainer(port) {
  podman(
    'run',
    ...ULIMITS,
    // No systemd here to time the image's HEALTHCHECK: the test runs it itself (healthcheck run).
    '--health-interval',
    'disable',
    // Kept in a file, so `podman logs` shows why a start failed (journald is not there to keep it).
    '--log-driver',
    'k8s-file',
    '--env',
    `APP_SECRET=${APP_SECRET}`,
    // As every app a test starts (tests/support/image-priority.ts): at the image's `idle`, its
    // thumbnail would get almost no core while anything else on the machine keeps both busy.
    '--env',
    'IMAGE_PRIORITY=normal',
    '--detach',
    '--name',
    CONTAINER,
    '--publish',
    `127.0.0.1:${port}:3000`,
    '--volume',
    `${VOLUME}:/data`,
    IMAGE,
  )
  const isRunning = () =>
    podman('container', 'inspect', '--format', '{{.State.Running}}', CONTAINER) === 'true'
  try {
    return await waitForHealth(`http://127.0.0.1:${port}`, 180_000, isRunning)
  } catch (error) {
    say(podman('logs', '--tail', '40', CONTAINER))
    throw error
  }
}

async function stopContainer() {
  const since = Date.now()
  podman('stop', '--time', '30', CONTAINER)
  const exitCode = podman('container', 'inspect', '--format', '{{.State.ExitCode}}', CONTAINER)
  podman('rm', CONTAINER)
  return { exitCode, seconds: seconds(since) }
}

async function main() {
  say(`container: 1/5 base image ${BASE_TAG}`)
  const base = spawnSync('bash', [path.join(root, 'scripts/container/base-image.sh'), BASE_TAG], {
    stdio: 'inherit',
  })
  if (base.status !== 0) throw new Error('the stand-in base image could not be built')

  say(`container: 2/5 building ${IMAGE} (log: ${logDir}/build.log)`)
  const buildStarted = Date.now()
  const log = createWriteStream(path.join(logDir, 'build.log'))
  const code = await podmanLogged(
    [
      'build',
      ...ULIMITS,
      // The Docker format keeps the HEALTHCHECK instruction (OCI images have no such field).
      '--format',
      'docker',
      '--network=host',
      '--build-arg',
      `NODE_IMAGE=${BASE_TAG}`,
      '--tag',
      IMAGE,
      '--file',
      'Dockerfile',
      root,
    ],
    log,
  )
  log.end()
  if (code !== 0) {
    say(spawnSync('tail', ['-n', '40', path.join(logDir, 'build.log')], { encoding: 'utf8' }).stdout)
    throw new Error(`podman build exited ${code}`)
  }
  const size = imageMB(IMAGE)
  if (process.env.CONTAINER_KEEP_IMAGE === '1') podman('tag', IMAGE, KEPT_IMAGE)
  say(`  built in ${seconds(buildStarted)} s; image ${size} MB`)

  say('container: 3/5 first start on a new volume')
  podman('volume', 'create', VOLUME)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const firstHealthy = await startContainer(port)
  check(`/api/health answers 200 (after ${firstHealthy.toFixed(1)} s)`, true)
  const version = podman('exec', CONTAINER, 'node', '--version')
  check('it runs Node 22', version.startsWith('v22.'), version)
  const user = podman('exec', CONTAINER, 'id', '-un')
  check('it runs as the unprivileged node user', user === 'node', user)
  check("the image's HEALTHCHECK passes", podmanQuiet('healthcheck', 'run', CONTAINER))

  say('container: 4/5 sign up, generate one thumbnail offline, download it')
  const account = newAccount()
  const api = client(baseUrl)
  const userId = await signUp(api, account)
  const before = (await me(api)).creditBalance
  const generated = await generateOne(api, 120_000)
  const [result] = generated.results ?? []
  check(
    'the generation succeeded',
    generated.done && result?.status === 'succeeded',
    JSON.stringify(generated),
  )
  const image = await download(api, result.imageUrl)
  const { format, width, height } = await sharp(image).metadata()
  check(
    'the thumbnail downloads as a 1280×720 PNG or JPEG',
    ['png', 'jpeg'].includes(format) && width === 1280 && height === 720,
    `${format} ${width}×${height}`,
  )
  const after = (await me(api)).creditBalance
  check('it cost one credit', after === before - 1, `${before} → ${after}`)

  say('container: 5/5 a new container on the same volume')
  const stopped = await stopContainer()
  check(
    `it stops cleanly on SIGTERM (exit ${stopped.exitCode} in ${stopped.seconds} s)`,
    stopped.exitCode === '0',
  )
  const secondHealthy = await startContainer(port)
  check(`/api/health answers 200 again (after ${secondHealthy.toFixed(1)} s)`, true)
  const again = client(baseUrl)
  check('the account signs in with its password', (await signIn(again, account)) === userId)
  check('its balance is kept', (await me(again)).creditBalance === after)
  const kept = await batch(again, generated.batchId)
  const keptImage = await download(again, kept.results?.[0]?.imageUrl ?? result.imageUrl)
  check('the thumbnail is still there, byte for byte', keptImage.equals(image))
  // Last, so a heavier image still shows whether it works.
  check(`the image is under 700 MB (${size} MB)`, size !== null && size < 700)
}

let failed = 0
try {
  await main()
} catch (error) {
  failed = 1
  say(`  FAILED ${error instanceof Error ? error.message : error}`)
} finally {
  cleanUp()
}
say(`container: took ${seconds(started)} s`)
say(`container: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
