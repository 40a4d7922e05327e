/**
 * A run is queued (issue 13): its result arrives once a worker has picked the job up and made the
 * image, so a wait for the result gets more time than an ordinary assertion's 10 s. On a loaded
 * 2-core CI machine a persona run (cut-out framing on the image threads, which run at idle
 * priority) once took over 30 s, so the wait allows a minute; a journey that waits for more than
 * one run sets its own test timeout to match.
 */
export const untilRunDone = { timeout: 60_000 }
