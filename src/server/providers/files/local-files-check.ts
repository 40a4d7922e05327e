import { constants } from 'node:fs'
import { access, mkdir, stat } from 'node:fs/promises'
import type { EngineCheck } from '../../lib/engine-check.ts'

/**
 * The local file store is healthy while its folder exists (a fresh install makes it here, as the
 * first upload would) and this process may write there. Two system calls, no file written, so it
 * costs nothing every couple of seconds. A full disk is not caught: that is the host's monitoring.
 */
export function localFilesCheck(root: string): EngineCheck {
  return {
    name: 'files',
    kind: 'local',
    check: async () => {
      await mkdir(root, { recursive: true }).catch(() => {})
      const found = await stat(root).catch(() => undefined)
      if (!found?.isDirectory()) throw new Error(`${root} is not a folder`)
      await access(root, constants.W_OK | constants.X_OK).catch(() => {
        throw new Error(`${root} is not writable by this process`)
      })
    },
  }
}
