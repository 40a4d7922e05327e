import type { YoutubeVideo } from '#shared/youtube/schemas.ts'

/** Where YouTube lets a creator verify a channel, which custom thumbnails need. */
export const YOUTUBE_VERIFY_URL = 'https://www.youtube.com/verify'

/** The YouTube screens' own words (the API's are `youtubeMessages` in the shared schema). */
export const youtubeTexts = {
  intro:
    'Connect your channel to put a thumbnail you made here straight onto one of your videos, and to put the old one back if you change your mind.',
  simulatedNote:
    'A practice channel with sample videos: try setting thumbnails without touching your real channel. Nothing reaches YouTube.',
  reconnectNote: 'YouTube no longer accepts our access to this channel. Reconnect it to use it again.',
  notAllowedNote:
    'YouTube allows custom thumbnails only on verified channels. Verify this channel on YouTube:',
  permissionsIntro: 'Google will ask you to allow two things:',
  notSetUpTitle: 'YouTube is not set up on this shop',
  notSetUpText:
    'The shop’s operator has not set up a YouTube connection yet, so channels cannot be connected here.',
  noChannelsTitle: 'No channel connected yet',
  noChannelsText: 'Connect your YouTube channel to set thumbnails from your gallery on your videos.',
  confirmDisconnect: (title: string) =>
    `Disconnect “${title}”? This revokes our access to the channel at Google and deletes what we stored about it (its videos list and the earlier thumbnails we kept to restore). Your videos on YouTube stay as they are.`,
  confirmDisconnectSimulated:
    'Disconnect the simulated channel? This deletes its sample videos and what we stored about it. Nothing on YouTube changes.',
  confirmRestore: (title: string) =>
    `Put the original thumbnail back on “${title}”? The thumbnail set from this shop is replaced on YouTube.`,
  reconnectVideos: 'Reconnect this channel to see its videos.',
  loadFailed: 'Your YouTube channels could not be loaded.',
  videosLoadFailed: 'The videos could not be loaded.',
  noVideos: 'This channel has no videos yet.',
  noMatches: (q: string) => `No videos match “${q}”.`,
  canSet: 'A custom thumbnail can be set',
  networkError: 'Could not reach the server. Please check your connection and try again.',
  somethingWrong: 'Something went wrong. Please try again.',
} as const

const privacyLabels: Record<YoutubeVideo['privacy'], string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
}

export const privacyLabel = (privacy: YoutubeVideo['privacy']) => privacyLabels[privacy]
