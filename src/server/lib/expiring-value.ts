/**
 * One value loaded on demand and kept for `ttlMs`: concurrent callers share one load, a failed
 * load is not kept, and a `ttlMs` of 0 loads every time.
 */
export function createExpiringValue<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let kept: { value: T; expiresAt: number } | undefined
  let loading: Promise<T> | undefined

  return {
    get(): Promise<T> {
      if (ttlMs <= 0) return load()
      if (kept && now() < kept.expiresAt) return Promise.resolve(kept.value)
      loading ??= load()
        .then((value) => {
          kept = { value, expiresAt: now() + ttlMs }
          return value
        })
        .finally(() => {
          loading = undefined
        })
      return loading
    },
    /** Drops the kept value; the next `get` loads afresh. */
    clear(): void {
      kept = undefined
    },
  }
}
