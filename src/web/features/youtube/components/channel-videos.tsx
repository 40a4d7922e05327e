import { RotateCcw } from 'lucide-react'
import type { YoutubeChannel, YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { useRestoreThumbnail } from '#web/features/youtube/api/thumbnails.ts'
import { TestThumbnailsButton } from '#web/features/youtube/components/test-thumbnails-button.tsx'
import { VideoList } from '#web/features/youtube/components/video-list.tsx'
import { failureText } from '#web/features/youtube/lib/failure-text.ts'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

/** 'My videos' for the chosen channel, each with Restore original where we kept the one before. */
export function ChannelVideos({ channel }: { channel: YoutubeChannel }) {
  const confirm = useConfirm()
  const restore = useRestoreThumbnail()

  const onRestore = async (video: YoutubeVideo) => {
    const ok = await confirm(youtubeTexts.confirmRestore(video.title), {
      confirmLabel: 'Restore original',
      tone: 'primary',
    })
    if (!ok) return
    restore.mutate(
      { channelId: channel.id, videoId: video.id },
      {
        onSuccess: (result) => notifySuccess(result.message),
        onError: (error) => notifyError(failureText(error)),
      },
    )
  }

  return (
    <section aria-labelledby="youtube-videos-heading" className="space-y-4">
      <div>
        <h2 id="youtube-videos-heading" className="text-xl font-semibold">
          My videos
        </h2>
        <p className="text-sm text-ink-muted">On {channel.title}</p>
      </div>
      {channel.status === 'reconnect' ? (
        <p className="text-ink-muted">{youtubeTexts.reconnectVideos}</p>
      ) : (
        <VideoList
          key={channel.id}
          channelId={channel.id}
          label="My videos"
          action={(video, noteId) => (
            <>
              <TestThumbnailsButton channelId={channel.id} video={video} noteId={noteId} />
              {video.restorable && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={restore.isPending && restore.variables?.videoId === video.id}
                  onClick={() => void onRestore(video)}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Restore original
                </Button>
              )}
            </>
          )}
        />
      )}
    </section>
  )
}
