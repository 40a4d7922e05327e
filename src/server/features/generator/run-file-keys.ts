// Named here, not in generation-job.ts, so accepting a run (generate.service.ts, persona-run.ts) and
// running it (generation-job.ts) share these names without importing each other (no cycle at start-up).

/** Where a run's reference image waits for its workers, whichever process they run in. */
export const referenceKey = (userId: string, batchId: string) => `generations/${userId}/${batchId}-ref.jpg`

/** Where a 'likeness' run's persona photos wait for its workers (n from 0), deleted when the run ends. */
export const likenessKey = (userId: string, batchId: string, n: number) =>
  `generations/${userId}/${batchId}-likeness-${n}.jpg`
