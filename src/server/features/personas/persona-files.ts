import { randomUUID } from 'node:crypto'
import type { FileStore } from '../../providers/files/file-store.ts'
import { personaPrefix } from './persona-layers.ts'

/**
 * A photo's files, named by the server under its persona's prefix: the re-encoded original, the
 * model's full cut-out, and each later cut-out (a re-crop or the creator's own) under a new name,
 * so a browser or a running generation never reads a file that changed under it.
 */
export function photoKeys(userId: string, personaId: string, photoId: string) {
  const base = `${personaPrefix(userId, personaId)}${photoId}`
  return { originalKey: `${base}-original.jpg`, modelCutoutKey: `${base}-model.png` }
}

export const newCutoutKey = (userId: string, personaId: string, photoId: string) =>
  `${personaPrefix(userId, personaId)}${photoId}-cutout-${randomUUID()}.png`

/** Each distinct key once: the cut-out in use is often the model's own file. */
export async function deleteFiles(files: FileStore, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) await files.delete(key)
}
