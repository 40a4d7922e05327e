import { describe, expect, it } from 'vitest'
import {
  type FeedMode,
  feedMockWidth,
  feedScale,
  homeColumns,
  LANDSCAPE_FEED_MODES,
  PORTRAIT_FEED_MODES,
} from '#web/features/generator/lib/feed-preview.ts'

const modes: FeedMode[] = [...LANDSCAPE_FEED_MODES, ...PORTRAIT_FEED_MODES]

describe('feed places on a narrow screen (issue 27, item 7)', () => {
  it('shrink to fit a 375 px phone whole, so no thumbnail or stamp is cut off at its edge', () => {
    // A 375 px phone leaves about 300 px inside the dialog's padding and the stage's border.
    for (const stage of [280, 300, 343]) {
      for (const mode of modes) {
        const width = feedMockWidth(mode, stage)
        if (width === null) continue
        expect(width * feedScale(mode, stage), `${mode} at ${stage}`).toBeLessThanOrEqual(stage)
      }
    }
    expect(homeColumns(300)).toBe(1)
  })

  it('stay at true size where they fit: the desktop dialog shows the home grid two by two', () => {
    const stage = 846
    expect(homeColumns(stage)).toBe(2)
    for (const mode of modes) expect(feedScale(mode, stage), mode).toBe(1)
  })
})
