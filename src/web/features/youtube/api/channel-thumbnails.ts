import { useYoutubeChannels } from '#web/features/youtube/api/channels.ts'
import { useYoutubeVideos } from '#web/features/youtube/api/videos.ts'

/** One of the channel's own videos as a feed shows it. */
export type ChannelThumbnail = { id: string; title: string; thumbnailUrl: string; duration: string }

const FIRST_PAGE = { q: '', pageToken: undefined }

/**
 * The creator's connected channel's recent videos of one shape (Shorts for a portrait cover,
 * the others for a landscape thumbnail), for the feed preview to set a new thumbnail among the
 * ones their viewers already see (issue 30, item 6). `channel` is null while there is none to
 * offer; `load` asks for the uploads (the server keeps them a minute, so a second look costs no quota).
 */
export function useChannelThumbnails(portrait: boolean, load: boolean) {
  const channels = useYoutubeChannels()
  const channel = channels.data?.channels.find((entry) => entry.status === 'connected') ?? null
  const videos = useYoutubeVideos(channel?.id ?? '', FIRST_PAGE, { enabled: load && channel !== null })
  const thumbnails: ChannelThumbnail[] = (videos.data?.videos ?? []).flatMap((video) =>
    // Only what viewers can meet in a feed: public videos of the same shape.
    video.thumbnailUrl && video.isShort === portrait && video.privacy === 'public'
      ? [{ id: video.id, title: video.title, thumbnailUrl: video.thumbnailUrl, duration: video.duration }]
      : [],
  )
  return {
    channel: channel ? { id: channel.id, title: channel.title } : null,
    thumbnails,
    isLoading: videos.isLoading,
    isError: videos.isError,
  }
}
