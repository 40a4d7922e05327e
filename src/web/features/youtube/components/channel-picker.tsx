import { Link } from 'react-router'
import type { YoutubeChannel } from '#shared/youtube/schemas.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { paths } from '#web/config/paths.ts'

/** Step one when there is more than one channel; one that needs reconnecting says so and where. */
export function ChannelPicker({
  channels,
  onPick,
}: {
  channels: YoutubeChannel[]
  onPick: (channel: YoutubeChannel) => void
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink">Which channel is the video on?</p>
      <ul className="space-y-2">
        {channels.map((channel) => {
          const usable = channel.status === 'connected'
          return (
            <li key={channel.id}>
              <button
                type="button"
                disabled={!usable}
                onClick={() => onPick(channel)}
                className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-surface px-4 py-3 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="font-semibold text-ink">{channel.title}</span>
                {channel.source === 'simulated' && <Badge tone="purple">Simulated</Badge>}
                {!usable && <Badge tone="red">Reconnect needed</Badge>}
              </button>
              {!usable && (
                <p className="mt-1 text-sm text-ink-muted">
                  <Link to={paths.user.youtube.getHref()} className="font-semibold text-brand-700 underline">
                    Reconnect it on the YouTube page
                  </Link>
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
