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
