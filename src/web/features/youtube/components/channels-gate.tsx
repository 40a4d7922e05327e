import { type ReactNode, useState } from 'react'
import type { YoutubeChannel, YoutubeChannels } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useYoutubeChannels } from '#web/features/youtube/api/channels.ts'
import { LoadFailed } from '#web/features/youtube/components/load-failed.tsx'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'

/**
 * The first step of every dialog that works on a video of the creator's channels (publish, test):
 * the channels while they load, why they could not, or where to connect one; the dialog's own
 * steps only once there is a channel to work on.
 */
export function ChannelsGate({ children }: { children: (channels: YoutubeChannel[]) => ReactNode }) {
  const list = useYoutubeChannels()
  if (list.isPending) return <Loader label="Loading your channels..." />
  if (list.isError)
    return (
      <LoadFailed what={youtubeTexts.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
    )
  if (list.data.channels.length === 0) return <NoChannel data={list.data} />
  return children(list.data.channels)
}

/** No channel yet: where to connect one, or that this shop has not set YouTube up. */
function NoChannel({ data }: { data: YoutubeChannels }) {
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

/**
 * The channel the dialog works on, null until the creator picks one (ChannelPicker). With one
 * channel that works, asking which would be a question with one answer: it is chosen already.
 */
export function useChosenChannel(channels: YoutubeChannel[]) {
  const usable = channels.filter((channel) => channel.status === 'connected')
  return useState<YoutubeChannel | null>(
    channels.length === 1 && usable.length === 1 ? (usable[0] ?? null) : null,
  )
}

/** "Videos on <channel>", what the dialog adds, and a way back to the picker when there are several. */
export function ChannelHeading(props: {
  channel: YoutubeChannel
  channels: YoutubeChannel[]
  onChange: () => void
  note?: string
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-ink">
        Videos on <span className="font-semibold">{props.channel.title}</span>
        {props.note && `. ${props.note}`}
      </p>
      {props.channels.length > 1 && (
        <Button variant="ghost" size="sm" onClick={props.onChange}>
          Change channel
        </Button>
      )}
    </div>
  )
}
