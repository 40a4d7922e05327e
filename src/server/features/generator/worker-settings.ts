/**
 * Separate worker processes give a run's in-flight slot back in another process than the one that
 * took it, so the counter must live where both can reach it (decision 022); in each process's own
 * memory a user's slots would never come back.
 */
export const externalWorkersNeedRedis =
  'WORKERS=external needs REDIS_URL: a run takes its in-flight slot on the app instance and gives it back on the ' +
  'worker that finishes it, so the count must be shared through Redis. Set REDIS_URL, or leave WORKERS unset.'
