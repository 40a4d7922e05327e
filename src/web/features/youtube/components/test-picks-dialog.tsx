import { FlaskConical } from 'lucide-react'
import { useState } from 'react'
import type { YoutubeChannel, YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { ChannelPicker } from '#web/features/youtube/components/channel-picker.tsx'
import {
  ChannelHeading,
  ChannelsGate,
  useChosenChannel,
} from '#web/features/youtube/components/channels-gate.tsx'
import { StartTestDialog } from '#web/features/youtube/components/start-test-dialog.tsx'
import { canTest } from '#web/features/youtube/components/test-thumbnails-button.tsx'
import { VideoList } from '#web/features/youtube/components/video-list.tsx'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'

type TestPicksDialogProps = {
  generationIds: readonly string[]
  onClose: () => void
}

/**
 * From the gallery's Test & Compare picks to a test on YouTube: choose the channel (when there
 * are several) and the video, then the usual start dialog opens with the picks already ticked.
 */
export function TestPicksDialog({ generationIds, onClose }: TestPicksDialogProps) {
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
      <ChannelsGate>{(channels) => <VideoStep channels={channels} onPick={setTarget} />}</ChannelsGate>
    </Dialog>
  )
}

function VideoStep(props: {
  channels: YoutubeChannel[]
  onPick: (target: { channelId: string; video: YoutubeVideo }) => void
}) {
  const [channel, setChannel] = useChosenChannel(props.channels)
  if (!channel) return <ChannelPicker channels={props.channels} onPick={setChannel} />
  return (
    <div className="space-y-4">
      <ChannelHeading
        channel={channel}
        channels={props.channels}
        onChange={() => setChannel(null)}
        note={testTexts.notTestable}
      />
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
