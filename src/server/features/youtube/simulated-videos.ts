/**
 * The simulated channel's sample videos (issue 30, item 7): what a local install or a demo shows
 * under 'My videos' with no Google account. Everything is labelled as simulated (the channel's
 * name, and ids that start with `sim-`, which no real YouTube id does: real ids are 11 characters
 * of [A-Za-z0-9_-]), so a simulated figure can never pass for a real one.
 *
 * Fields follow the Data API's video resource, flattened:
 * https://developers.google.com/youtube/v3/docs/videos (snippet.publishedAt is an ISO 8601
 * date-time; contentDetails.duration is an ISO 8601 duration such as PT15M51S; status.privacyStatus
 * is 'private', 'public' or 'unlisted').
 */
const DAY_MS = 86_400_000

export const SIMULATED_ID_PREFIX = 'sim-'

export const SIMULATED_CHANNEL = {
  id: `${SIMULATED_ID_PREFIX}channel`,
  title: 'Simulated channel',
  simulated: true,
} as const

export type PrivacyStatus = 'public' | 'unlisted' | 'private'

export type SimulatedVideo = {
  id: string
  title: string
  /** The words on the sample's own first thumbnail, as its creator would have set them. */
  coverText: string
  /** One of the generator's category names, so 'Make more like this' lands on a real category. */
  category: string
  /** ISO 8601 date-time, as snippet.publishedAt. */
  publishedAt: string
  /** ISO 8601 duration, as contentDetails.duration. */
  duration: string
  durationSeconds: number
  privacyStatus: PrivacyStatus
  isShort: boolean
  simulated: true
}

export type TestEligibility = { eligible: true } | { eligible: false; reason: string }

/**
 * Whether a thumbnail test makes sense on a video. A rotation needs people to see the thumbnail
 * in their feeds: a private or unlisted video gets no browse impressions, and the Shorts feed
 * plays the video instead of showing its thumbnail (YouTube's own Test & Compare is long-form only).
 */
export function testEligibility(video: Pick<SimulatedVideo, 'privacyStatus' | 'isShort'>): TestEligibility {
  if (video.privacyStatus !== 'public') {
    return {
      eligible: false,
      reason: `The video is ${video.privacyStatus}, so feeds never show its thumbnail`,
    }
  }
  if (video.isShort) {
    return { eligible: false, reason: 'Shorts play in the Shorts feed, where the thumbnail is rarely seen' }
  }
  return { eligible: true }
}

/** contentDetails.duration's format: PT#H#M#S, leaving out zero parts (PT42S, PT1H2M). */
export function isoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const parts = [hours ? `${hours}H` : '', minutes ? `${minutes}M` : '', seconds ? `${seconds}S` : '']
  return `PT${parts.join('') || '0S'}`
}

type Sample = Omit<SimulatedVideo, 'publishedAt' | 'duration' | 'simulated'> & { daysAgo: number }

// Ages spread from days to months, because the figures model gives older videos fewer impressions:
// the demo then shows both a test that reaches its impressions and one that does not.
const SAMPLES: readonly Sample[] = [
  {
    id: 'sim-gaming-nohit',
    coverText: 'No Hit Run',
    title: 'I Beat Every Boss Without Taking a Single Hit',
    category: 'Gaming',
    durationSeconds: 24 * 60 + 18,
    privacyStatus: 'public',
    isShort: false,
    daysAgo: 3,
  },
  {
    id: 'sim-cooking-ramen',
    coverText: '15 Minute Ramen',
    title: 'The 15-Minute Weeknight Ramen That Beats Takeout',
    category: 'Food & Cooking',
    durationSeconds: 11 * 60 + 42,
    privacyStatus: 'public',
    isShort: false,
    daysAgo: 10,
  },
  {
    id: 'sim-tech-cheap-laptop',
    coverText: '$150 Laptop?',
    title: "I Used a $150 Laptop for a Week. Here's What Broke",
    category: 'Technology',
    durationSeconds: 16 * 60 + 5,
    privacyStatus: 'public',
    isShort: false,
    daysAgo: 24,
  },
  {
    id: 'sim-travel-lisbon',
    coverText: 'Lisbon for $200',
    title: 'Lisbon in 48 Hours on a $200 Budget',
    category: 'Travel',
    durationSeconds: 19 * 60 + 30,
    privacyStatus: 'public',
    isShort: false,
    daysAgo: 120,
  },
  {
    id: 'sim-fitness-squat-fix',
    coverText: 'Knee Fix',
    title: 'This 10-Second Squat Fix Saved My Knees',
    category: 'Fitness & Health',
    durationSeconds: 42,
    privacyStatus: 'public',
    isShort: true,
    daysAgo: 6,
  },
  {
    id: 'sim-finance-debt',
    coverText: '$23K Debt Gone',
    title: 'How I Paid Off $23,000 of Debt in 18 Months',
    category: 'Business & Finance',
    durationSeconds: 14 * 60 + 51,
    privacyStatus: 'private',
    isShort: false,
    daysAgo: 2,
  },
]

/** The sample videos as of `now`, newest first, as an uploads playlist lists them. */
export function simulatedVideos(now: Date): SimulatedVideo[] {
  return [...SAMPLES]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map(({ daysAgo, ...video }) => ({
      ...video,
      publishedAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
      duration: isoDuration(video.durationSeconds),
      simulated: true,
    }))
}
