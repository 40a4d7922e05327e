import { and, isNull, lt, or, sql } from 'drizzle-orm'
import { type OfflineThumbnailSpec, renderOfflineThumbnail } from '#server/features/generator/index.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { showcaseItems, showcaseState } from '../../db/schema.ts'
import { SHOWCASE_OWNER, showcaseImageKey, storeShowcaseCopies } from './showcase-files.ts'

/**
 * What a fresh install draws for its showcase: a handful of categories and scripts, each a run a
 * creator could make, with a fixed seed so every one can be drawn again byte for byte.
 */
export const showcaseSeeds: (OfflineThumbnailSpec & { key: string })[] = [
  {
    key: 'seed-en-tech',
    category: 'Technology',
    prompt: 'a glowing smartphone on a desk',
    title: 'I Tested Every AI Gadget',
    seed: 290_001,
  },
  {
    key: 'seed-hi-food',
    category: 'Food & Cooking',
    prompt: 'a steaming pot of biryani',
    title: 'घर पर परफेक्ट बिरयानी',
    seed: 290_002,
  },
  {
    key: 'seed-ja-travel',
    category: 'Travel',
    prompt: 'a quiet temple street in Kyoto at dusk',
    title: '京都の隠れた名所',
    seed: 290_003,
  },
  {
    key: 'seed-en-gaming',
    category: 'Gaming',
    prompt: 'a speedrunner crossing the finish line',
    title: 'New World Record?!',
    seed: 290_004,
  },
  {
    key: 'seed-es-fitness',
    category: 'Fitness & Health',
    prompt: 'a runner at sunrise',
    title: '30 días sin azúcar',
    seed: 290_005,
  },
  {
    key: 'seed-en-science',
    category: 'Science',
    prompt: 'a telescope under the night sky',
    title: 'Why Is Space Dark?',
    seed: 290_006,
  },
]

/** A claim older than this is a crashed instance's: another may draw the thumbnails instead. */
const CLAIM_TIMEOUT = sql`interval '10 minutes'`

type Deps = Pick<AppDeps, 'db' | 'files' | 'images' | 'invalidations'>

/** The cached `GET /api/showcase`'s key, dropped on every instance once the thumbnails exist. */
export const SHOWCASE_CACHE_KEY = 'showcase'

/**
 * Takes the drawing for this instance: true when nothing was drawn yet and no other instance is
 * drawing. One conditional statement, so two instances starting together cannot both draw.
 */
async function claimSeeding(db: Deps['db']): Promise<boolean> {
  const claimed = await db
    .insert(showcaseState)
    .values({ id: 'default', seedingStartedAt: new Date() })
    .onConflictDoUpdate({
      target: showcaseState.id,
      set: { seedingStartedAt: new Date() },
      setWhere: and(
        isNull(showcaseState.seededAt),
        or(
          isNull(showcaseState.seedingStartedAt),
          lt(showcaseState.seedingStartedAt, sql`now() - ${CLAIM_TIMEOUT}`),
        ),
      ),
    })
    .returning({ id: showcaseState.id })
  return claimed.length > 0
}

/**
 * Draws the first-start showcase with the offline renderer, stores the visitors' copies, then
 * records the entries and marks the showcase seeded in one transaction. Runs after the server
 * listens, in the background and behind every creator's image work (SHOWCASE_OWNER), so a first
 * start is no slower. Does nothing once done: an operator's removals stay removed. `stopped` is
 * asked between thumbnails, so closing the app does not wait for the whole set.
 */
export async function seedShowcase(deps: Deps, stopped: () => boolean = () => false): Promise<boolean> {
  if (!(await claimSeeding(deps.db))) return false
  const rows: (typeof showcaseItems.$inferInsert)[] = []
  for (const [i, spec] of showcaseSeeds.entries()) {
    if (stopped()) {
      // Given back, so the next start draws at once instead of waiting out the claim.
      await deps.db.update(showcaseState).set({ seedingStartedAt: null })
      return false
    }
    const made = await renderOfflineThumbnail(deps.images, SHOWCASE_OWNER, spec)
    const imageKey = showcaseImageKey(spec.key)
    await storeShowcaseCopies(deps, imageKey, made.bytes)
    rows.push({
      seedKey: spec.key,
      imageKey,
      title: spec.title,
      width: made.width,
      height: made.height,
      position: i + 1,
    })
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(showcaseItems).values(rows).onConflictDoNothing()
    await tx.update(showcaseState).set({ seededAt: new Date() })
  })
  deps.invalidations.publish({ kind: 'public', key: SHOWCASE_CACHE_KEY })
  return true
}
