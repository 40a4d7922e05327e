import { Check } from 'lucide-react'
import { useState } from 'react'
import type { YoutubeChannel, YoutubePublishResult, YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { ChannelPicker } from '#web/features/youtube/components/channel-picker.tsx'
import {
  ChannelHeading,
  ChannelsGate,
  useChosenChannel,
} from '#web/features/youtube/components/channels-gate.tsx'
import { ConfirmStep, DoneStep } from '#web/features/youtube/components/publish-steps.tsx'
import { VerifyNote } from '#web/features/youtube/components/verify-note.tsx'
import { VideoList } from '#web/features/youtube/components/video-list.tsx'

type PublishDialogProps = {
  generationId: string
  imageUrl: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Pick a channel (when there are several), pick a video, look at both thumbnails, set it. */
export function PublishDialog({ generationId, imageUrl, open, onOpenChange }: PublishDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set as thumbnail on YouTube"
      description="Choose the video; you see its current thumbnail beside yours before anything changes."
      className="sm:max-w-3xl"
    >
      <ChannelsGate>
        {(channels) => (
          <Flow
            channels={channels}
            generationId={generationId}
            imageUrl={imageUrl}
            onClose={() => onOpenChange(false)}
          />
        )}
      </ChannelsGate>
    </Dialog>
  )
}

type FlowProps = { channels: YoutubeChannel[]; generationId: string; imageUrl: string; onClose: () => void }

function Flow({ channels, generationId, imageUrl, onClose }: FlowProps) {
  const [channel, setChannel] = useChosenChannel(channels)
  const [video, setVideo] = useState<YoutubeVideo | null>(null)
  const [result, setResult] = useState<YoutubePublishResult | null>(null)

  if (!channel) return <ChannelPicker channels={channels} onPick={setChannel} />
  const target = video && { channelId: channel.id, video }
  return (
    <>
      {/* Hidden, not unmounted, while a video is chosen: Back returns to the same search and page. */}
      <div hidden={target !== null} className="space-y-4">
        <ChannelHeading channel={channel} channels={channels} onChange={() => setChannel(null)} />
        {channel.customThumbnails === 'not-allowed' && <VerifyNote />}
        <VideoList
          channelId={channel.id}
          label="Videos to choose from"
          action={(candidate, noteId) => (
            <Button
              size="sm"
              disabled={candidate.cannotSet !== null}
              aria-describedby={noteId}
              onClick={() => setVideo(candidate)}
            >
              <Check aria-hidden="true" className="size-4" />
              Choose this video
            </Button>
          )}
        />
      </div>
      {target &&
        (result ? (
          <DoneStep target={target} result={result} imageUrl={imageUrl} onClose={onClose} />
        ) : (
          <ConfirmStep
            target={target}
            generationId={generationId}
            imageUrl={imageUrl}
            onBack={() => setVideo(null)}
            onSet={setResult}
          />
        ))}
    </>
  )
}
