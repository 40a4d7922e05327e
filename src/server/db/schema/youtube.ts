import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { generations } from './generator.ts'

/**
 * A creator's connected YouTube channel (issue 30). The grant (access and refresh token) is one
 * sealed JSON value: it is never read back to a browser, a log or an export. Goes with the account.
 */
export const youtubeChannels = pgTable(
  'youtube_channel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['google', 'simulated'] }).notNull(),
    channelId: text('channel_id').notNull(),
    title: text('title').notNull(),
    uploadsPlaylistId: text('uploads_playlist_id').notNull(),
    customThumbnails: text('custom_thumbnails', { enum: ['allowed', 'not-allowed', 'unknown'] }).notNull(),
    status: text('status', { enum: ['connected', 'reconnect'] })
      .notNull()
      .default('connected'),
    /** The simulated channel only: how far its clock runs ahead (a demo's 'Skip a day'). */
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
    tokensSealed: text('tokens_sealed').notNull(),
    scopes: text('scopes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('youtube_channel_user_channel_idx').on(t.userId, t.channelId)],
)

/**
 * A connection under way: the OAuth `state` Google hands back, bound to the session that asked, with
 * its PKCE verifier sealed. Used once; an old one is refused and swept.
 */
export const youtubeConnectStates = pgTable('youtube_connect_state', {
  state: text('state').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A hash of the session's cookie: another session (another browser) cannot finish the flow. */
  sessionHash: text('session_hash').notNull(),
  source: text('source', { enum: ['google', 'simulated'] }).notNull(),
  codeVerifierSealed: text('code_verifier_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The thumbnail a video had before our first change to it, kept so 'Restore original' can put it
 * back. One per video: a later publish keeps the first original, a restore removes it.
 */
export const youtubeOriginals = pgTable(
  'youtube_original',
  {
    channelRowId: uuid('channel_row_id')
      .notNull()
      .references(() => youtubeChannels.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelRowId, t.videoId] })],
)

/** Every change we made to a video's thumbnail: the timeline a creator (and a test) reads. */
export const youtubeThumbnailChanges = pgTable(
  'youtube_thumbnail_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelRowId: uuid('channel_row_id')
      .notNull()
      .references(() => youtubeChannels.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    kind: text('kind', { enum: ['publish', 'restore'] }).notNull(),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('youtube_change_video_idx').on(t.channelRowId, t.videoId, t.createdAt)],
)

/**
 * Data API units spent per Pacific day (the day YouTube's quota resets on), per scope: `google` and
 * `simulated` for each project as a whole, `user:<id>` for one creator's share of it.
 */
export const youtubeQuotaUse = pgTable(
  'youtube_quota_use',
  {
    day: text('day').notNull(),
    scope: text('scope').notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope] })],
)

/** Admin › Settings › YouTube: the project's daily units and one creator's share of them. */
export const youtubeSettings = pgTable('youtube_settings', {
  id: text('id').primaryKey().default('default'),
  dailyQuota: integer('daily_quota').notNull(),
  creatorSharePercent: integer('creator_share_percent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A thumbnail test (issue 30, item 5): 2 or 3 of the creator's thumbnails on one video, one a
 * Pacific day in rotation. `last_slot` is the last slot whose thumbnail was set; a tick takes the
 * next by moving `claimed_slot` forward with a conditional update, so one sets each slot (058).
 */
export const youtubeTests = pgTable(
  'youtube_test',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelRowId: uuid('channel_row_id')
      .notNull()
      .references(() => youtubeChannels.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    videoTitle: text('video_title').notNull(),
    generationIds: jsonb('generation_ids').$type<string[]>().notNull(),
    startDate: text('start_date').notNull(),
    lengthDays: integer('length_days').notNull(),
    status: text('status', { enum: ['running', 'finished', 'stopped'] })
      .notNull()
      .default('running'),
    lastSlot: integer('last_slot'),
    /**
     * The slot a tick has taken and is setting now, and when: another tick may take it again only
     * once the claim is older than its lease (the process that took it died before setting it).
     */
    claimedSlot: integer('claimed_slot'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['winner-set', 'original-restored'] }),
    winner: integer('winner'),
    reachJobId: text('reach_job_id'),
    figuresFetchedAt: timestamp('figures_fetched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('youtube_test_user_idx').on(t.userId, t.createdAt),
    index('youtube_test_status_idx').on(t.status),
  ],
)

/** A test's timeline: every change, missed slot, error and ending, in order. */
export const youtubeTestEvents = pgTable(
  'youtube_test_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => youtubeTests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ['start', 'change', 'missed', 'finish', 'stop', 'error', 'skip'] }).notNull(),
    variant: integer('variant'),
    slot: integer('slot'),
    text: text('text').notNull(),
  },
  (t) => [index('youtube_test_event_idx').on(t.testId, t.at)],
)

/** One Pacific day's figures of a test's video, put down to the variant live that day. */
export const youtubeTestDays = pgTable(
  'youtube_test_day',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => youtubeTests.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    variant: integer('variant').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    views: integer('views').notNull().default(0),
    averageViewDuration: real('average_view_duration').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.testId, t.day] })],
)
