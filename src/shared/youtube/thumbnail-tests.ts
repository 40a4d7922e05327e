import { z } from 'zod'

/** A test's length in Pacific days (issue 30, item 5: 14 by default). */
export const THUMBNAIL_TEST_DEFAULT_DAYS = 14
export const THUMBNAIL_TEST_MIN_DAYS = 2
export const THUMBNAIL_TEST_MAX_DAYS = 28
/** YouTube's figures arrive about this many days after the day they count. */
export const FIGURES_LAG_DAYS = 2

export const thumbnailTestMessages = {
  variantsCount: 'Pick 2 or 3 thumbnails to test',
  variantsDistinct: 'Pick different thumbnails: each one is tested once',
  days: `Choose a length between ${THUMBNAIL_TEST_MIN_DAYS} and ${THUMBNAIL_TEST_MAX_DAYS} days`,
  dayPerVariant: 'Choose at least one day for each thumbnail',
  alreadyRunning: 'This video already has a test running. Stop it first, or wait until it ends.',
  notRunning: 'This test has already ended.',
  started: 'Test started: the first thumbnail is live now',
  stopped: 'Test stopped: the original thumbnail is back',
  skipOnlySimulated: 'Only a test on the simulated channel can skip ahead.',
  skipped: 'Skipped ahead one day on the simulated channel',
  lag: `YouTube's figures lag about ${FIGURES_LAG_DAYS} days: each day appears about ${FIGURES_LAG_DAYS} days after it ends.`,
} as const

export const thumbnailTestBodySchema = z
  .object({
    videoId: z.string().regex(/^[\w-]{1,64}$/, 'Pick a video'),
    generationIds: z
      .array(z.string().trim().min(1).max(64))
      .min(2, thumbnailTestMessages.variantsCount)
      .max(3, thumbnailTestMessages.variantsCount)
      .refine((ids) => new Set(ids).size === ids.length, thumbnailTestMessages.variantsDistinct),
    days: z
      .number({ message: thumbnailTestMessages.days })
      .int(thumbnailTestMessages.days)
      .min(THUMBNAIL_TEST_MIN_DAYS, thumbnailTestMessages.days)
      .max(THUMBNAIL_TEST_MAX_DAYS, thumbnailTestMessages.days)
      .default(THUMBNAIL_TEST_DEFAULT_DAYS),
  })
  .strict()
  .refine((body) => body.days >= body.generationIds.length, {
    message: thumbnailTestMessages.dayPerVariant,
    path: ['days'],
  })
export type ThumbnailTestBody = z.input<typeof thumbnailTestBodySchema>

export const thumbnailTestStatusSchema = z.enum(['running', 'finished', 'stopped'])

const intervalSchema = z.object({ low: z.number(), high: z.number() })

export const thumbnailTestVariantSchema = z.object({
  /** 0, 1, 2: shown as A, B, C. */
  index: z.number(),
  label: z.string(),
  generationId: z.string().nullable(),
  days: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  /** null until it has impressions. */
  ctr: z.number().nullable(),
  ctrInterval: intervalSchema,
  watchTimePerImpression: z.number().nullable(),
})

export const thumbnailTestDaySchema = z.object({
  /** The Pacific date, YYYY-MM-DD. */
  day: z.string(),
  variant: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number().nullable(),
  views: z.number(),
  averageViewDuration: z.number(),
})

export const thumbnailTestEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['start', 'change', 'missed', 'finish', 'stop', 'error', 'skip']),
  variant: z.number().nullable(),
  /** What happened, in words. */
  text: z.string(),
})

export const thumbnailTestVerdictSchema = z.object({
  kind: z.enum(['winner', 'not-enough-impressions', 'no-clear-winner']),
  winner: z.number().nullable(),
  /** The verdict in words: 'B wins…', 'Not enough impressions yet…', 'No clear winner yet…'. */
  text: z.string(),
  /** Which statistical test decided, in words. */
  method: z.string(),
  minImpressions: z.number(),
})

export const thumbnailTestSummarySchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelTitle: z.string(),
  simulated: z.boolean(),
  videoId: z.string(),
  videoTitle: z.string(),
  status: thumbnailTestStatusSchema,
  startDate: z.string(),
  days: z.number(),
  createdAt: z.string(),
  variantCount: z.number(),
  /** The variant live now while running; the winner or null once ended. */
  liveVariant: z.number().nullable(),
})
export type ThumbnailTestSummary = z.infer<typeof thumbnailTestSummarySchema>

export const thumbnailTestDetailSchema = thumbnailTestSummarySchema.extend({
  /** The next scheduled change (the next Pacific midnight of the test, or its end); null once ended. */
  nextChangeAt: z.string().nullable(),
  /** When the next day's figures are due (about two days after it ends); null when none are due. */
  nextFiguresAt: z.string().nullable(),
  /** Where the test ended: the winner set, or the original restored. */
  outcome: z.enum(['winner-set', 'original-restored']).nullable(),
  variants: z.array(thumbnailTestVariantSchema),
  daily: z.array(thumbnailTestDaySchema),
  verdict: thumbnailTestVerdictSchema,
  timeline: z.array(thumbnailTestEventSchema),
  lagNote: z.string(),
})
export type ThumbnailTestDetail = z.infer<typeof thumbnailTestDetailSchema>

export const thumbnailTestListSchema = z.object({ tests: z.array(thumbnailTestSummarySchema) })
export type ThumbnailTestList = z.infer<typeof thumbnailTestListSchema>
