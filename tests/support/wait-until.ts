/**
 * Polls `check` until it holds. Every poll in the tests goes through here, so none can spin for
 * ever: past `withinMs` it fails with what it was waiting for, well before the test's own timeout
 * would fail it without saying why.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { what, withinMs = 45_000, everyMs = 20 }: { what: string; withinMs?: number; everyMs?: number },
): Promise<void> {
  const deadline = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${withinMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
