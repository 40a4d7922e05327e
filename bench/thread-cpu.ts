import { readFileSync } from 'node:fs'

/**
 * CPU time (ms) the process's main thread (the event loop) has used, from /proc: unlike wall
 * time it does not grow when a busy machine makes the thread wait for a core, so it shows what
 * the event loop itself does. null where /proc is not there (not Linux).
 */
export function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    // /proc counts in USER_HZ, 100 per second on every Linux architecture Node runs on.
    return Number.isFinite(ticks) ? ticks * 10 : null
  } catch {
    return null
  }
}

/** CPU time (ms) of every thread of the process. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
