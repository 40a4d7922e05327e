/**
 * The simulated channel's daily figures: a seeded model, so a demo or a test can run the whole
 * thumbnail-test loop with no Google account, and the same inputs always give the same figures.
 * The figures stand in for what the real loop reads (one row per video and Pacific day):
 * - impressions and CTR, as the Reporting API's reach report (channel_reach_basic_a1:
 *   video_thumbnail_impressions, video_thumbnail_impressions_ctr),
 *   https://developers.google.com/youtube/reporting/v1/reports/channel_reports;
 * - views and average view duration in seconds, as the Analytics API's views and
 *   averageViewDuration, https://developers.google.com/youtube/analytics/metrics.
 *
 * The model, per video and day (it is a toy: its numbers are plausible, not measured):
 * - The video's profile is drawn once from (seed, video id): impressions on launch 250–3,000 a day
 *   (log-uniform: a small channel), a half-life of 7–35 days down to an evergreen floor of 10–30 %
 *   of launch, a base CTR of 4–6 %, a retention of 30–55 % of the length (70–95 % for a Short), and
 *   10–60 % extra views from outside the thumbnail's impressions (search, links, end screens).
 *   So a 14-day test on a fresh video passes 1,000 impressions per variant, and one on an old
 *   video of a small channel often does not.
 * - Impressions = launch × decay(age) × weekday factor (weekends up to +18 %, midweek −10 %) ×
 *   log-normal noise (σ 0.2). The thumbnail does not change impressions here; on YouTube it may.
 * - CTR = base × trait multiplier × log-normal day noise (σ 0.1); clicks are binomial draws from
 *   the impressions at that CTR, so small days are noisy the way real ones are.
 * - Trait multiplier = 1 + 0.3 × score, score in [−1, 1] =
 *   0.45 × size (title letters 0 → −1, a quarter of the frame high or more → +1: larger letters
 *   stop helping once they read on a phone) +
 *   0.40 × contrast (ratio 1:1 → −1, 7:1 or more → +1, on a log scale, WCAG's AAA level as the
 *   point where more contrast no longer shows) +
 *   0.15 × face (with a face or clear subject +1, without −1, unknown 0).
 * - Views = clicks + clicks × outside share × noise; average view duration = length × retention ×
 *   noise, at most the length; watch time = views × average view duration. Traits do not change
 *   retention.
 * Every draw comes from mulberry32 seeded by FNV-1a of (seed, video id, day, variant).
 */
import { hashString, seededRandom } from '../../providers/ai/seeded-random.ts'
import { daysBetween, type PacificDate, pacificDateOf, weekdayOf } from './pacific-day.ts'

/** What the model reads from a thumbnail. */
export type ThumbnailTraits = {
  /** Height of the title's letters as a share of the frame's height, 0–0.4. */
  titleHeight: number
  /** Contrast ratio (WCAG) of the title against what surrounds it, 1–21. */
  titleContrast: number
  /** A face or clear subject; leave it out when unknown. */
  hasFace?: boolean
}

/** The little the model needs to know about a video (a SimulatedVideo has all of it). */
export type SimulatedVideoModel = {
  id: string
  durationSeconds: number
  /** ISO 8601 date-time: no figures before the Pacific day it was published. */
  publishedAt: string
  isShort?: boolean
}

/** One video's figures for one Pacific day. Counts are whole numbers; ctr is a fraction. */
export type DailyFigures = {
  impressions: number
  clicks: number
  /** clicks / impressions; null with no impressions (0/0 is unknown, not 0 %). */
  ctr: number | null
  views: number
  averageViewDurationSeconds: number
  watchTimeSeconds: number
}

/** The largest relative change in CTR that traits can make, either way. */
export const MAX_TRAIT_EFFECT = 0.3
// Sunday first, as weekdayOf counts. Small channels see more browsing at weekends.
const WEEKDAY_REACH = [1.15, 0.93, 0.9, 0.92, 0.97, 1.05, 1.18] as const
const FULL_SIZE_HEIGHT = 0.25
const FULL_CONTRAST = 7

function checkTraits(traits: ThumbnailTraits): void {
  const { titleHeight: h, titleContrast: c } = traits
  if (!(h >= 0 && h <= 0.4)) throw new RangeError('Title height is a share of the frame from 0 to 0.4')
  if (!(c >= 1 && c <= 21)) throw new RangeError('A contrast ratio runs from 1 to 21')
}

/** Where a thumbnail stands in the model, from −1 (small, faint, no face) to +1. */
export function traitScore(traits: ThumbnailTraits): number {
  checkTraits(traits)
  const size = (2 * Math.min(traits.titleHeight, FULL_SIZE_HEIGHT)) / FULL_SIZE_HEIGHT - 1
  const contrast = 2 * Math.min(Math.log(traits.titleContrast) / Math.log(FULL_CONTRAST), 1) - 1
  const face = traits.hasFace === undefined ? 0 : traits.hasFace ? 1 : -1
  return 0.45 * size + 0.4 * contrast + 0.15 * face
}

/** The factor traits apply to a video's base CTR: 0.7 to 1.3. */
export function ctrMultiplier(traits: ThumbnailTraits): number {
  return 1 + MAX_TRAIT_EFFECT * traitScore(traits)
}

type Profile = {
  launchImpressions: number
  evergreenShare: number
  halfLifeDays: number
  baseCtr: number
  retention: number
  outsideViewsShare: number
}

function profileOf(video: SimulatedVideoModel, seed: string): Profile {
  const random = seededRandom(hashString(`${seed}|${video.id}`))
  return {
    launchImpressions: 250 * 12 ** random(),
    evergreenShare: 0.1 + 0.2 * random(),
    halfLifeDays: 7 + 28 * random(),
    baseCtr: 0.04 + 0.02 * random(),
    retention: video.isShort ? 0.7 + 0.25 * random() : 0.3 + 0.25 * random(),
    outsideViewsShare: 0.1 + 0.5 * random(),
  }
}

/** A standard normal draw (Box–Muller); 1 − u keeps the logarithm away from 0. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

/** Multiplicative noise with mean 1, so noise widens the figures without biasing them. */
function logNormal(random: () => number, sigma: number): number {
  return Math.exp(sigma * gaussian(random) - (sigma * sigma) / 2)
}

// Exact, one draw per impression: days have at most a few thousand, so this stays cheap.
function binomial(random: () => number, n: number, p: number): number {
  let successes = 0
  for (let i = 0; i < n; i++) if (random() < p) successes++
  return successes
}

const NO_FIGURES: DailyFigures = {
  impressions: 0,
  clicks: 0,
  ctr: null,
  views: 0,
  averageViewDurationSeconds: 0,
  watchTimeSeconds: 0,
}

/**
 * One day's figures for a video showing a thumbnail. `variant` is part of the seed, so two
 * variants live on the same day (which a rotation never does) would still draw apart.
 */
export function simulateDay(
  video: SimulatedVideoModel,
  traits: ThumbnailTraits,
  date: PacificDate,
  options: { variant: number; seed?: string },
): DailyFigures {
  const multiplier = ctrMultiplier(traits)
  const seed = options.seed ?? ''
  const age = daysBetween(pacificDateOf(new Date(video.publishedAt)), date)
  if (age < 0) return { ...NO_FIGURES }
  const profile = profileOf(video, seed)
  const random = seededRandom(hashString(`${seed}|${video.id}|${date}|${options.variant}`))
  const decay = profile.evergreenShare + (1 - profile.evergreenShare) * 0.5 ** (age / profile.halfLifeDays)
  const reach = WEEKDAY_REACH[weekdayOf(date)] ?? 1
  const impressions = Math.round(profile.launchImpressions * decay * reach * logNormal(random, 0.2))
  const dayCtr = Math.min(1, profile.baseCtr * multiplier * logNormal(random, 0.1))
  const clicks = binomial(random, impressions, dayCtr)
  const views = clicks + Math.round(clicks * profile.outsideViewsShare * logNormal(random, 0.3))
  const watched = Math.round(video.durationSeconds * profile.retention * logNormal(random, 0.1))
  const averageViewDurationSeconds = views === 0 ? 0 : Math.min(video.durationSeconds, watched)
  return {
    impressions,
    clicks,
    ctr: impressions === 0 ? null : clicks / impressions,
    views,
    averageViewDurationSeconds,
    watchTimeSeconds: views * averageViewDurationSeconds,
  }
}
