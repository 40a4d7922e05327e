import { FlaskConical } from 'lucide-react'
import { useState } from 'react'
import type { YoutubeChannel, YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useYoutubeChannels } from '#web/features/youtube/api/channels.ts'
import { ChannelPicker } from '#web/features/youtube/components/channel-picker.tsx'
import { LoadFailed } from '#web/features/youtube/components/load-failed.tsx'
import { NoChannel } from '#web/features/youtube/components/publish-dialog.tsx'
import { StartTestDialog } from '#web/features/youtube/components/start-test-dialog.tsx'
import { canTest } from '#web/features/youtube/components/test-thumbnails-button.tsx'
import { VideoList } from '#web/features/youtube/components/video-list.tsx'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'

type TestPicksDialogProps = {
  generationIds: readonly string[]
  onClose: () => void
}

/**
 * From the gallery's Test & Compare picks to a test on YouTube: choose the channel (when there
 * are several) and the video, then the usual start dialog opens with the picks already ticked.
 */
export function TestPicksDialog({ generationIds, onClose }: TestPicksDialogProps) {
  const list = useYoutubeChannels()
  const [target, setTarget] = useState<{ channelId: string; video: YoutubeVideo } | null>(null)
  if (target) {
    return (
      <StartTestDialog
        channelId={target.channelId}
        video={target.video}
        initialSelected={generationIds}
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
      />
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Test these on YouTube"
      description={`Choose the video to rotate your ${generationIds.length} thumbnails on, one a day.`}
      className="sm:max-w-3xl"
    >
      {list.isPending ? (
        <Loader label="Loading your channels..." />
      ) : list.isError ? (
        <LoadFailed what={youtubeTexts.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.channels.length === 0 ? (
        <NoChannel data={list.data} />
      ) : (
        <VideoStep channels={list.data.channels} onPick={setTarget} />
      )}
    </Dialog>
  )
}

function VideoStep(props: {
  channels: YoutubeChannel[]
  onPick: (target: { channelId: string; video: YoutubeVideo }) => void
}) {
  const usable = props.channels.filter((channel) => channel.status === 'connected')
  // With one channel that works, asking which would be a question with one answer.
  const [channel, setChannel] = useState<YoutubeChannel | null>(
    props.channels.length === 1 && usable.length === 1 ? (usable[0] ?? null) : null,
  )
  if (!channel) return <ChannelPicker channels={props.channels} onPick={setChannel} />
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink">
          Videos on <span className="font-semibold">{channel.title}</span>. {testTexts.notTestable}
        </p>
        {props.channels.length > 1 && (
          <Button variant="ghost" size="sm" onClick={() => setChannel(null)}>
            Change channel
          </Button>
        )}
      </div>
      <VideoList
        channelId={channel.id}
        label="Videos to test on"
        action={(video, noteId) => (
          <Button
            size="sm"
            disabled={!canTest(video)}
            aria-describedby={video.cannotSet ? noteId : undefined}
            onClick={() => props.onPick({ channelId: channel.id, video })}
          >
            <FlaskConical aria-hidden="true" className="size-4" />
            Test on this video
          </Button>
        )}
      />
    </div>
  )
}
