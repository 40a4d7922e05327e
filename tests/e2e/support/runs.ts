/**
 * A run is queued (issue 13): its result arrives once a worker has picked the job up and made the
 * image, so a wait for the result gets more time than an ordinary assertion's 10 s.
 */
export const untilRunDone = { timeout: 30_000 }
