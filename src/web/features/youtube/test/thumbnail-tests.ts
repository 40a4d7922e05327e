import { DEFAULT_COLOR_SCHEME, DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import type { Generation, GenerationList } from '#shared/generator/schemas.ts'
import {
  type ThumbnailTestDetail,
  type ThumbnailTestSummary,
  thumbnailTestMessages,
} from '#shared/youtube/thumbnail-tests.ts'

/** Test data shaped exactly like the server's answers (the hooks parse them with the contract). */
export function testSummaryFixture(overrides: Partial<ThumbnailTestSummary> = {}): ThumbnailTestSummary {
  return {
    id: 'test-1',
    channelId: 'ch-1',
    channelTitle: 'Mia Plays',
    simulated: false,
    videoId: 'vid-1',
    videoTitle: 'Boss fight',
    status: 'running',
    startDate: '2026-11-20',
    days: 14,
    createdAt: '2026-11-20T09:00:00.000Z',
    variantCount: 2,
    liveVariant: 1,
    ...overrides,
  }
}

type Variant = ThumbnailTestDetail['variants'][number]
export const variantFixture = (index: number, overrides: Partial<Variant> = {}): Variant => ({
  index,
  label: String.fromCharCode(65 + index),
  generationId: `gen-${index + 1}`,
  days: 2,
  impressions: 1200,
  clicks: 60,
  ctr: 0.05,
  ctrInterval: { low: 0.0391, high: 0.0638 },
  watchTimePerImpression: 12.34,
  ...overrides,
})

type Day = ThumbnailTestDetail['daily'][number]
export const dayFixture = (day: string, variant: number, overrides: Partial<Day> = {}): Day => ({
  day,
  variant,
  impressions: 600,
  clicks: 30,
  ctr: 0.05,
  views: 28,
  averageViewDuration: 95,
  ...overrides,
})

export function testDetailFixture(overrides: Partial<ThumbnailTestDetail> = {}): ThumbnailTestDetail {
  return {
    ...testSummaryFixture(),
    // Day 5 of 14 runs now: its end is the next Pacific midnight (08:00 UTC in winter).
    nextChangeAt: '2026-11-25T08:00:00.000Z',
    nextFiguresAt: '2026-11-25T12:00:00.000Z',
    outcome: null,
    variants: [
      variantFixture(0),
      variantFixture(1, { clicks: 84, ctr: 0.07, ctrInterval: { low: 0.0567, high: 0.0861 } }),
    ],
    daily: [
      dayFixture('2026-11-20', 0),
      dayFixture('2026-11-21', 1, { clicks: 42, ctr: 0.07 }),
      dayFixture('2026-11-22', 0),
      dayFixture('2026-11-23', 1, { clicks: 42, ctr: 0.07 }),
    ],
    verdict: {
      kind: 'no-clear-winner',
      winner: null,
      text: 'No clear winner yet: B leads, but the intervals still overlap.',
      method: 'Two-sided two-proportion z-test at 95%.',
      minImpressions: 1000,
    },
    timeline: [
      { at: '2026-11-20T09:00:00.000Z', kind: 'start', variant: 0, text: 'Test started: A is live' },
      { at: '2026-11-21T08:00:00.000Z', kind: 'change', variant: 1, text: 'B is live' },
    ],
    lagNote: thumbnailTestMessages.lag,
    ...overrides,
  }
}

export function generationFixture(n: number, overrides: Partial<Generation> = {}): Generation {
  const id = `gen-${n}`
  return {
    id,
    batchId: 'b1',
    createdAt: '2026-11-18T08:00:00.000Z',
    status: 'succeeded',
    prompt: 'Shocked gamer lit by a red monitor glow',
    provider: 'offline',
    model: null,
    params: {
      category: 'Gaming',
      colorScheme: { ...DEFAULT_COLOR_SCHEME },
      overlay: { ...DEFAULT_OVERLAY },
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: `Thumb ${n}` },
      referenceStyle: 'professional',
      hasReference: false,
      textMode: 'exact',
      output: { size: '1280x720', format: 'jpeg' },
      n: 1,
      seed: 7,
    },
    width: 1280,
    height: 720,
    mimeType: 'image/jpeg',
    bytes: 120_000,
    imageUrl: `/api/generations/${id}/image`,
    downloadName: 'youtube-thumbnail-1-1795334400000.jpg',
    error: null,
    check: null,
    parentId: null,
    ...overrides,
  }
}

export const generationsPage = (items: Generation[], total = items.length): GenerationList => ({
  items,
  total,
  totalCapped: false,
  page: 1,
  pageSize: 12,
})
