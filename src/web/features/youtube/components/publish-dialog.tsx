import { Check } from 'lucide-react'
import { useState } from 'react'
import type {
  YoutubeChannel,
  YoutubeChannels,
  YoutubePublishResult,
  YoutubeVideo,
} from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useYoutubeChannels } from '#web/features/youtube/api/channels.ts'
import { ChannelPicker } from '#web/features/youtube/components/channel-picker.tsx'
import { LoadFailed } from '#web/features/youtube/components/load-failed.tsx'
import { ConfirmStep, DoneStep } from '#web/features/youtube/components/publish-steps.tsx'
import { VerifyNote } from '#web/features/youtube/components/verify-note.tsx'
import { VideoList } from '#web/features/youtube/components/video-list.tsx'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'

type PublishDialogProps = {
  generationId: string
  imageUrl: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Pick a channel (when there are several), pick a video, look at both thumbnails, set it. */
export function PublishDialog({ generationId, imageUrl, open, onOpenChange }: PublishDialogProps) {
  const list = useYoutubeChannels()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set as thumbnail on YouTube"
      description="Choose the video; you see its current thumbnail beside yours before anything changes."
      className="sm:max-w-3xl"
    >
      {list.isPending ? (
        <Loader label="Loading your channels..." />
      ) : list.isError ? (
        <LoadFailed what={youtubeTexts.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.channels.length === 0 ? (
        <NoChannel data={list.data} />
      ) : (
        <Flow
          channels={list.data.channels}
          generationId={generationId}
          imageUrl={imageUrl}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  )
}

/** No channel yet: where to connect one, or that this shop has not set YouTube up. */
export function NoChannel({ data }: { data: YoutubeChannels }) {
  const offered = data.offers.google || data.offers.simulated
  return (
    <div className="space-y-4">
      <p className="font-semibold text-ink">
        {offered ? youtubeTexts.noChannelsTitle : youtubeTexts.notSetUpTitle}
      </p>
      <p className="text-sm text-ink-muted">
        {offered ? youtubeTexts.noChannelsText : youtubeTexts.notSetUpText}
      </p>
      {offered && <ButtonLink to={paths.user.youtube.getHref()}>Connect a channel</ButtonLink>}
    </div>
  )
}

type FlowProps = { channels: YoutubeChannel[]; generationId: string; imageUrl: string; onClose: () => void }

function Flow({ channels, generationId, imageUrl, onClose }: FlowProps) {
  const usable = channels.filter((channel) => channel.status === 'connected')
  // With one channel that works, asking which would be a question with one answer.
  const [channel, setChannel] = useState<YoutubeChannel | null>(
    channels.length === 1 && usable.length === 1 ? (usable[0] ?? null) : null,
  )
  const [video, setVideo] = useState<YoutubeVideo | null>(null)
  const [result, setResult] = useState<YoutubePublishResult | null>(null)

  if (!channel) return <ChannelPicker channels={channels} onPick={setChannel} />
  const target = video && { channelId: channel.id, video }
  return (
    <>
      {/* Hidden, not unmounted, while a video is chosen: Back returns to the same search and page. */}
      <div hidden={target !== null} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink">
            Videos on <span className="font-semibold">{channel.title}</span>
          </p>
          {channels.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => setChannel(null)}>
              Change channel
            </Button>
          )}
        </div>
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
