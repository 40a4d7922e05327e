/**
 * A named point where a test can make this process die at once, as a `kill -9`, an out-of-memory
 * kill or a host failure would: `THUMBFORGE_CRASH_AT=accept:after-spend`. Honoured only under
 * NODE_ENV=test, so no setting of a real install can trigger it. The crash tests start the server
 * as a real process with it, then restart it and count the credits (issue 24).
 */
export function crashPoint(name: string): void {
  if (process.env.NODE_ENV !== 'test') return
  if (process.env.THUMBFORGE_CRASH_AT !== name) return
  process.kill(process.pid, 'SIGKILL')
}
