// podman as `npm run test:container` runs it (decision 040): runc, since crun fails on these
// machines' hybrid cgroups, and every call's output kept for the failure message.
import { spawn, spawnSync } from 'node:child_process'

const BASE_ARGS = ['--runtime', '/usr/sbin/runc']

/**
 * For `run` and `build`: podman's own defaults as root (1,048,576 open files, more processes than
 * these machines allow) are above what runc may set here without CAP_SYS_RESOURCE, so it fails
 * with 'error setting rlimit'. Lower, explicit limits start everywhere and are ample for one server.
 */
export const ULIMITS = ['--ulimit', 'nofile=16384:16384', '--ulimit', 'nproc=4096:4096']

/** Runs podman and returns its stdout; throws with its stderr when it fails. */
export function podman(...args) {
  const result = spawnSync('podman', [...BASE_ARGS, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })
  // A podman that could not be started at all (result.error: ENOENT, EAGAIN under load) has no
  // output to show; its error says why.
  if (result.error) throw new Error(`podman ${args[0]} could not run: ${result.error.message}`)
  if (result.status !== 0) {
    throw new Error(`podman ${args[0]} failed (${result.status}): ${(result.stderr || result.stdout).trim()}`)
  }
  return result.stdout.trim()
}

/** Like podman(), but never throws: for clean-up, where a missing object is fine. */
export function podmanQuiet(...args) {
  return spawnSync('podman', [...BASE_ARGS, ...args], { encoding: 'utf8' }).status === 0
}

/**
 * A long podman command (the image build) with its output going to `log` (a writable stream),
 * resolved with the exit code.
 */
export function podmanLogged(args, log) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...BASE_ARGS, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('error', reject)
    child.on('close', (code) => resolve(code ?? 1))
  })
}

/** The image's size in MB as podman reports it, or null when there is no such image. */
export function imageMB(tag) {
  if (!podmanQuiet('image', 'exists', tag)) return null
  const bytes = Number(podman('image', 'inspect', '--format', '{{.Size}}', tag))
  return Math.round(bytes / 1e6)
}
