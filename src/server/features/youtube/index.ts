// The feature's public surface (decision 037): the pure core of YouTube publishing and thumbnail
// tests. Routes and jobs built on top import only this file.

export type { YoutubeContext } from './channel-call.ts'
export { createChannelPorts } from './channel-ports.ts'
export { accountGrantsToRevoke } from './channels.service.ts'
export { generationImageReader } from './generation-images.ts'
export { generationTraits, traitsFrom } from './generation-traits.ts'
export { createGoogleYoutubeChannel } from './google-channel.ts'
export {
  GOOGLE_ENDPOINTS,
  type GoogleEndpoints,
  type GoogleYoutubeOptions,
  YOUTUBE_SCOPES,
} from './google-oauth.ts'
export {
  addDays,
  daysBetween,
  nextPacificMidnight,
  PACIFIC_TIME_ZONE,
  type PacificDate,
  pacificDateOf,
  pacificMidnight,
  weekdayOf,
} from './pacific-day.ts'
export { accountYoutubePrefix, type GenerationImageReader } from './publish.service.ts'
export {
  canSpend,
  DEFAULT_DAILY_QUOTA,
  QUOTA_COSTS,
  type QuotaCall,
  type QuotaDecision,
  type QuotaRequest,
  quotaCost,
  quotaDayKey,
  quotaResetsAt,
} from './quota.ts'
export {
  type AppliedState,
  DEFAULT_TEST_DAYS,
  type DueAction,
  dueAction,
  makeRotation,
  nextChangeAt,
  type RotationTest,
  rotationBalance,
  slotAt,
  slotStart,
  testEnd,
  variantForSlot,
} from './rotation.ts'
export {
  createSimulatedYoutubeChannel,
  NEUTRAL_TRAITS,
  SIMULATED_THUMBNAIL_PATH,
  SIMULATED_UPLOADS_PLAYLIST,
  type SimulatedYoutubeOptions,
} from './simulated-channel.ts'
export {
  ctrMultiplier,
  type DailyFigures,
  MAX_TRAIT_EFFECT,
  type SimulatedVideoModel,
  simulateDay,
  type ThumbnailTraits,
  traitScore,
} from './simulated-figures.ts'
export { SIMULATED_REACH_JOB } from './simulated-reach.ts'
export { type SimulatedTestDay, type SimulatedTestFigures, simulateTestFigures } from './simulated-test.ts'
export {
  memoryThumbnailStore,
  type SimulatedThumbnailStore,
  type StoredThumbnail,
} from './simulated-thumbnails.ts'
export {
  isoDuration,
  type PrivacyStatus,
  SIMULATED_CHANNEL,
  SIMULATED_ID_PREFIX,
  type SimulatedVideo,
  simulatedVideos,
  type TestEligibility,
  testEligibility,
} from './simulated-videos.ts'
export {
  type Comparison,
  DEFAULT_MIN_IMPRESSIONS,
  summarizeTest,
  type TestResult,
  twoProportionPValue,
  type VariantFigures,
  type VariantResult,
  type Verdict,
  wilsonInterval,
} from './stats.ts'
export { runDueTests } from './thumbnail-tests.service.ts'
export { createUploadsCache } from './uploads-cache.ts'
export { youtubeRoutes } from './youtube.routes.ts'
export { youtubeAdminRoutes } from './youtube-admin.routes.ts'
export { VERIFY_URL, YOUTUBE_MESSAGES, YoutubeError, type YoutubeErrorKind } from './youtube-error.ts'
export {
  CALL_QUOTA_UNITS,
  type ChannelInfo,
  type Connected,
  type ConnectStart,
  type CustomThumbnails,
  type ReachDay,
  type ReachReport,
  type ThumbnailImage,
  type UploadsPage,
  type VideoPrivacy,
  type VideoSummary,
  type ViewsDay,
  type YoutubeAnswer,
  type YoutubeChannelPort,
  type YoutubeTokens,
} from './youtube-port.ts'
