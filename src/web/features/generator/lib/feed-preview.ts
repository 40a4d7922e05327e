/**
 * The places YouTube shows a thumbnail, at the widths it uses (issue 10, item 5). Widths are CSS
 * pixels as YouTube's own pages lay them out in 2026: the desktop home grid's cards are about
 * 360 px wide, search results put a 360 px thumbnail beside the text, the watch page's sidebar
 * uses 168×94, and the mobile home feed runs the full width of the phone. Shorts covers show in
 * the Shorts shelf instead, as 9:16 cards.
 */
export const LANDSCAPE_FEED_MODES = ['home', 'search', 'sidebar', 'mobile'] as const
export const PORTRAIT_FEED_MODES = ['shorts-desktop', 'shorts-mobile'] as const
export type FeedMode = (typeof LANDSCAPE_FEED_MODES)[number] | (typeof PORTRAIT_FEED_MODES)[number]
export type FeedTheme = 'light' | 'dark'

export const feedModeLabels: Record<FeedMode, string> = {
  home: 'Home (desktop)',
  search: 'Search results',
  sidebar: 'Watch-page sidebar',
  mobile: 'Home (mobile)',
  'shorts-desktop': 'Shorts shelf (desktop)',
  'shorts-mobile': 'Shorts shelf (mobile)',
}

/** Thumbnail widths in CSS pixels; null: the full width of the frame. */
export const feedThumbWidth: Record<FeedMode, number | null> = {
  home: 360,
  search: 360,
  sidebar: 168,
  mobile: null,
  'shorts-desktop': 210,
  'shorts-mobile': 172,
}

export const feedModesFor = (portrait: boolean): readonly FeedMode[] =>
  portrait ? PORTRAIT_FEED_MODES : LANDSCAPE_FEED_MODES

/** The thumbnail's title without the accent asterisks, as a video title would read. */
export const videoTitleFrom = (title: string) => title.replace(/\*/g, '').replace(/\s+/g, ' ').trim()

export const DEFAULT_VIDEO_TITLE = 'My next video'
export const DEFAULT_DURATION = '12:34'
/** YouTube's duration stamp: m:ss or h:mm:ss. */
export const durationPattern = /^(\d{1,2}:)?\d{1,2}:\d{2}$/

/**
 * A thumbnail is judged beside others (issue 27, item 7): each place shows the creator's among
 * neighbours. How many cards a place shows, the creator's always second, so it has company on
 * both sides where the place is a row or a grid.
 */
export const feedCardCount: Record<FeedMode, number> = {
  home: 4,
  search: 3,
  sidebar: 4,
  mobile: 3,
  'shorts-desktop': 3,
  'shorts-mobile': 2,
}
export const YOURS_AT = 1

/** A neighbour: one of the creator's own recent thumbnails, or a neutral placeholder (no image). */
export type Neighbour = { key: string; imageUrl: string | null; title: string | null; duration: string }

type Recent = {
  id: string
  status: string
  imageUrl: string | null
  width: number | null
  height: number | null
  params: { textOverlay: { title: string } }
}

// Neighbours' stamps differ from the creator's default one, so the eye finds which is whose.
const NEIGHBOUR_DURATIONS = ['8:05', '15:20', '4:47', '21:09', '10:58']

/**
 * Up to `count` neighbours for the shown thumbnail: the creator's own finished thumbnails of the
 * same shape, newest first, then neutral placeholders for the rest.
 */
export function pickNeighbours(
  recent: readonly Recent[],
  shownId: string,
  portrait: boolean,
  count: number,
): Neighbour[] {
  const own = recent
    .filter(
      (item) =>
        item.id !== shownId &&
        item.status === 'succeeded' &&
        item.imageUrl !== null &&
        (item.height ?? 0) > (item.width ?? 0) === portrait,
    )
    .map((item) => ({
      key: item.id,
      imageUrl: item.imageUrl,
      title: videoTitleFrom(item.params.textOverlay.title) || null,
    }))
  return padNeighbours(own, count)
}

/**
 * Neighbours from the creator's channel: their videos' live thumbnails, titles and lengths, as
 * their viewers see them today (issue 30, item 6), then placeholders for the rest.
 */
export function channelNeighbours(
  videos: readonly { id: string; title: string; thumbnailUrl: string; duration: string }[],
  count: number,
): Neighbour[] {
  return padNeighbours(
    videos.map((video) => ({
      key: `video-${video.id}`,
      imageUrl: video.thumbnailUrl,
      title: video.title,
      duration: video.duration,
    })),
    count,
  )
}

function padNeighbours(
  found: readonly (Omit<Neighbour, 'duration'> & { duration?: string })[],
  count: number,
): Neighbour[] {
  return Array.from({ length: count }, (_, index) => {
    const item = found[index]
    const stamp = NEIGHBOUR_DURATIONS[index % NEIGHBOUR_DURATIONS.length] ?? '8:05'
    return item
      ? { ...item, duration: item.duration ?? stamp }
      : { key: `placeholder-${index}`, imageUrl: null, title: null, duration: stamp }
  })
}

const MOCK_PADDING = 32
const HOME_GAP = 16

/** The desktop home grid shows two cards a row where they fit at their true width, else one. */
export const homeColumns = (stageWidth: number) => (stageWidth >= 2 * 360 + HOME_GAP + MOCK_PADDING ? 2 : 1)

/** The mock's width at true size, or null where it follows the frame (the mobile feed). */
export function feedMockWidth(mode: FeedMode, stageWidth: number): number | null {
  switch (mode) {
    case 'home': {
      const columns = homeColumns(stageWidth)
      return columns * 360 + (columns - 1) * HOME_GAP + MOCK_PADDING
    }
    case 'search':
      return 720 + MOCK_PADDING
    case 'sidebar':
      return 402 + MOCK_PADDING
    case 'mobile':
      return null
    case 'shorts-desktop':
      return 3 * 210 + 2 * 8 + MOCK_PADDING
    case 'shorts-mobile':
      return 2 * 172 + 8 + MOCK_PADDING
  }
}

/**
 * How much a desktop place is shrunk to fit a narrower screen (a phone): whole and legible, duration
 * stamp included, rather than cut off at the screen's edge. 1 where it fits, or before measuring.
 */
export function feedScale(mode: FeedMode, stageWidth: number): number {
  const width = feedMockWidth(mode, stageWidth)
  if (!width || stageWidth <= 0) return 1
  return Math.min(1, Math.floor((stageWidth / width) * 100) / 100)
}
