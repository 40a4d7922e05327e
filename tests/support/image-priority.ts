/**
 * The IMAGE_PRIORITY every app and process a test starts runs at. The tests check what image work
 * produces, not how it yields: image-priority.test.ts checks each class on its own, and the bench
 * measures what they do to requests. At the product's `idle` (SCHED_IDLE) or at `low` (nice 10), a
 * test's image steps get almost no core while other processes keep both busy (CI under
 * `stress --cpu 2`: a job outlived its 12 s lease at `low`), so at `normal` they take their share.
 */
export const TEST_IMAGE_PRIORITY = 'normal'
