import type { FakeChannel, FakeState, FakeVideo } from './state.ts'
import { thumbnailDetails } from './thumbnails.ts'

/**
 * The parts of the Data API's channel and video resources (developers.google.com/youtube/v3/docs/channels
 * and /videos, "Resource representation"), each built whole; the list methods keep the parts asked for.
 */
export function channelParts(channel: FakeChannel) {
  return {
    snippet: {
      title: channel.title,
      description: '',
      customUrl: channel.customUrl,
      publishedAt: channel.publishedAt,
      thumbnails: {},
      localized: { title: channel.title, description: '' },
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } },
    // Custom thumbnails and long uploads are both "intermediate features" unlocked by phone
    // verification, so the fake reports long uploads as allowed exactly when thumbnails are.
    status: {
      privacyStatus: 'public',
      isLinked: true,
      longUploadsStatus: channel.allowCustomThumbnails ? 'allowed' : 'eligible',
      madeForKids: false,
    },
  }
}

export function videoSnippet(state: FakeState, baseUrl: string, video: FakeVideo) {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: thumbnailDetails(baseUrl, video),
    channelTitle: state.channels.get(video.channelId)?.title ?? '',
  }
}

export function videoParts(state: FakeState, baseUrl: string, video: FakeVideo) {
  return {
    snippet: { ...videoSnippet(state, baseUrl, video), categoryId: '22', liveBroadcastContent: 'none' },
    contentDetails: {
      duration: video.duration,
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    },
    status: {
      uploadStatus: video.uploadStatus,
      privacyStatus: video.privacyStatus,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    },
  }
}
