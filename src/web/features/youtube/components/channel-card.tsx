import { ListVideo, RefreshCw, Unplug } from 'lucide-react'
import { useId } from 'react'
import { type YoutubeChannel, type YoutubeSource, youtubeMessages } from '#shared/youtube/schemas.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { useDisconnectChannel } from '#web/features/youtube/api/channels.ts'
import { VerifyNote } from '#web/features/youtube/components/verify-note.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'
import { cn } from '#web/lib/cn.ts'
import { notifySuccess } from '#web/lib/toast.ts'

type ChannelCardProps = {
  channel: YoutubeChannel
  selected: boolean
  /** Mark the selected card only when there is another to tell it from. */
  marked: boolean
  onSelect: () => void
  onReconnect: (source: YoutubeSource) => void
  connecting: boolean
}

/** One connected channel: what it is, what stands in its way, and Disconnect. */
export function ChannelCard({
  channel,
  selected,
  marked,
  onSelect,
  onReconnect,
  connecting,
}: ChannelCardProps) {
  const confirm = useConfirm()
  const disconnect = useDisconnectChannel()
  const simulated = channel.source === 'simulated'
  const needsReconnect = channel.status === 'reconnect'
  const headingId = useId()

  const onDisconnect = async () => {
    const message = simulated
      ? youtubeTexts.confirmDisconnectSimulated
      : youtubeTexts.confirmDisconnect(channel.title)
    if (!(await confirm(message, { confirmLabel: 'Disconnect' }))) return
    disconnect.mutate(channel.id, { onSuccess: () => notifySuccess(youtubeMessages.disconnected) })
  }

  return (
    <Card
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 p-4', selected && marked && 'ring-3 ring-brand-600')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-ink">
          {channel.title}
        </h3>
        {simulated && <Badge tone="purple">Simulated</Badge>}
        {needsReconnect && <Badge tone="red">Reconnect needed</Badge>}
      </div>
      {simulated && <p className="text-sm text-ink-muted">{youtubeTexts.simulatedNote}</p>}
      {needsReconnect && <p className="text-sm text-ink">{youtubeTexts.reconnectNote}</p>}
      {channel.customThumbnails === 'not-allowed' && <VerifyNote />}
      {disconnect.isError && <YoutubeError error={disconnect.error} />}
      <div className="mt-auto flex flex-wrap gap-2">
        {needsReconnect ? (
          <Button size="sm" disabled={connecting} onClick={() => onReconnect(channel.source)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reconnect
          </Button>
        ) : (
          <Button variant="secondary" size="sm" aria-pressed={selected} onClick={onSelect}>
            <ListVideo aria-hidden="true" className="size-4" />
            Show videos
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={disconnect.isPending} onClick={() => void onDisconnect()}>
          <Unplug aria-hidden="true" className="size-4" />
          Disconnect
        </Button>
      </div>
    </Card>
  )
}
