import type { Parser } from '#web/lib/api.ts'

export const STORAGE_PREFIX = 'thumbforge:'

export type CachedValue<T> = { value: T; savedAt: number }

export type LocalCache<T> = {
  read: () => CachedValue<T> | null
  /** The value only if it was saved less than `maxAgeMs` ago. */
  readFresh: (maxAgeMs: number) => T | null
  write: (value: T) => void
  clear: () => void
}

// Storage can throw (private mode, quota, disabled cookies); a cache miss is always an acceptable answer.
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run()
  } catch {
    return fallback
  }
}

export const removeStored = (key: string): void =>
  safely(() => localStorage.removeItem(STORAGE_PREFIX + key), undefined)

export const writeStored = (key: string, value: unknown): void =>
  safely(
    () => localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify({ value, savedAt: Date.now() })),
    undefined,
  )

/** The raw entry, envelope checked but value unvalidated: callers parse it before trusting it. */
export function readStored(key: string): CachedValue<unknown> | null {
  const raw = safely(() => localStorage.getItem(STORAGE_PREFIX + key), null)
  if (raw === null) return null
  const entry = safely((): CachedValue<unknown> | null => {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || !('savedAt' in parsed) || !('value' in parsed))
      return null
    const savedAt = Number(parsed.savedAt)
    return Number.isFinite(savedAt) ? { value: parsed.value, savedAt } : null
  }, null)
  if (entry === null) removeStored(key)
  return entry
}

/** A typed localStorage entry. What comes back is validated, so a stale or tampered entry reads as a miss. */
export function createLocalCache<T>(key: string, parser: Parser<T>): LocalCache<T> {
  const read = (): CachedValue<T> | null => {
    const entry = readStored(key)
    if (entry === null) return null
    try {
      return { value: parser.parse(entry.value), savedAt: entry.savedAt }
    } catch {
      removeStored(key)
      return null
    }
  }
  return {
    read,
    readFresh: (maxAgeMs) => {
      const entry = read()
      return entry && Date.now() - entry.savedAt < maxAgeMs ? entry.value : null
    },
    write: (value) => writeStored(key, value),
    clear: () => removeStored(key),
  }
}

export const booleanParser: Parser<boolean> = {
  parse: (data) => {
    if (typeof data !== 'boolean') throw new Error('expected a boolean')
    return data
  },
}
