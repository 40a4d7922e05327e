import { useState } from 'react'
import type { YoutubeChannels, YoutubeSource } from '#shared/youtube/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useConnectYoutube, useYoutubeChannels } from '#web/features/youtube/api/channels.ts'
import { ChannelCard } from '#web/features/youtube/components/channel-card.tsx'
import { ChannelVideos } from '#web/features/youtube/components/channel-videos.tsx'
import { ConnectPanel } from '#web/features/youtube/components/connect-panel.tsx'
import { LoadFailed } from '#web/features/youtube/components/load-failed.tsx'
import { ThumbnailTests } from '#web/features/youtube/components/tests-list.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { useCallbackNotice } from '#web/features/youtube/lib/use-callback-notice.ts'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/youtube: the creator's connected channels, connecting another, and their videos. */
export function YoutubePage() {
  usePageTitle('YouTube')
  const notice = useCallbackNotice()
  const list = useYoutubeChannels()

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">YouTube</h1>
        <p className="mt-1 max-w-2xl text-ink-muted">{youtubeTexts.intro}</p>
      </header>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {list.isPending ? (
        <Loader label="Loading your channels..." />
      ) : list.isError ? (
        <LoadFailed what={youtubeTexts.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Channels data={list.data} />
      )}
    </div>
  )
}

function Channels({ data }: { data: YoutubeChannels }) {
  const connect = useConnectYoutube()
  const [chosenId, setChosenId] = useState<string | null>(null)
  const { channels, max } = data
  // The one shown until the creator picks: the first that works, so the videos show at once.
  const selected =
    channels.find((channel) => channel.id === chosenId) ??
    channels.find((channel) => channel.status === 'connected') ??
    channels[0]
  const onConnect = (source: YoutubeSource) => connect.mutate(source)
  // Still busy once the answer is in: the browser is on its way to Google's screen.
  const leaving = connect.isPending || connect.isSuccess
  const offered = data.offers.google || data.offers.simulated

  return (
    <>
      {connect.isError && <YoutubeError error={connect.error} />}
      {(channels.length > 0 || offered) && (
        <section aria-labelledby="youtube-channels-heading" className="space-y-3">
          <h2 id="youtube-channels-heading" className="text-xl font-semibold">
            Your channels{' '}
            <span className="text-base font-normal text-ink-muted">
              ({channels.length} of {max})
            </span>
          </h2>
          {channels.length === 0 ? (
            <div className="rounded-card border border-dashed border-slate-300 p-6 text-center">
              <p className="font-semibold">{youtubeTexts.noChannelsTitle}</p>
              <p className="mt-1 text-sm text-ink-muted">{youtubeTexts.noChannelsText}</p>
            </div>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {channels.map((channel) => (
                <ChannelCard
                  key={channel.id}
                  channel={channel}
                  selected={channel.id === selected?.id}
                  marked={channels.length > 1}
                  onSelect={() => setChosenId(channel.id)}
                  onReconnect={onConnect}
                  connecting={leaving}
                />
              ))}
            </div>
          )}
        </section>
      )}
      <ConnectPanel
        data={data}
        onConnect={onConnect}
        connecting={leaving ? (connect.variables ?? null) : null}
      />
      {selected && <ChannelVideos channel={selected} />}
      {channels.length > 0 && <ThumbnailTests />}
    </>
  )
}
