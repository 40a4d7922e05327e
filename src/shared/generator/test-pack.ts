/**
 * POST /api/generations/test-pack (issue 10, item 8): 2 or 3 of the caller's finished 16:9
 * thumbnails as one zip of 1280×720 JPEGs under 2 MB each, for YouTube Studio's Test & Compare
 * (which takes up to 3). Another user's id answers 404; a Shorts cover, 400.
 */
import { z } from 'zod'

export const TEST_PACK_MIN = 2
export const TEST_PACK_MAX = 3
export const TEST_PACK_WIDTH = 1280
export const TEST_PACK_HEIGHT = 720

export const testPackMessages = {
  count: 'Pick 2 or 3 thumbnails: Test & Compare takes up to 3.',
  duplicate: 'Pick each thumbnail once.',
  shorts: 'Test & Compare is for videos, not Shorts: leave the Shorts covers out.',
  unfinished: 'Only finished thumbnails can go in a Test & Compare pack.',
  download: 'Download pack',
} as const

export const testPackBodySchema = z.object({
  ids: z
    .array(z.uuid())
    .min(TEST_PACK_MIN, testPackMessages.count)
    .max(TEST_PACK_MAX, testPackMessages.count)
    .refine((ids) => new Set(ids).size === ids.length, testPackMessages.duplicate),
})
export type TestPackBody = z.infer<typeof testPackBodySchema>

/** `youtube-test-compare-{timestamp}.zip`, like the single download's name. */
export const testPackName = (timestampMs: number) => `youtube-test-compare-${timestampMs}.zip`
