import { FlaskConical, Plug, Tv } from 'lucide-react'
import { type YoutubeChannels, type YoutubeSource, youtubeMessages } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'

type ConnectPanelProps = {
  data: YoutubeChannels
  onConnect: (source: YoutubeSource) => void
  connecting: YoutubeSource | null
}

/**
 * The ways this shop offers to connect, with the two permissions in words before anyone leaves
 * for Google's screen; an empty state when the operator has set up neither.
 */
export function ConnectPanel({ data, onConnect, connecting }: ConnectPanelProps) {
  const { offers, max, scopes } = data
  if (!offers.google && !offers.simulated) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 bg-surface p-6 text-center sm:p-10">
        <Tv aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <p className="mt-2 text-lg font-semibold">{youtubeTexts.notSetUpTitle}</p>
        <p className="mx-auto mt-1 max-w-md text-ink-muted">{youtubeTexts.notSetUpText}</p>
      </div>
    )
  }
  const full = data.channels.length >= max
  const limitId = 'youtube-channel-limit'
  const button = (source: YoutubeSource, label: string, Icon: typeof Plug) => (
    <Button
      variant={source === 'google' ? 'primary' : 'secondary'}
      disabled={full || connecting !== null}
      aria-describedby={full ? limitId : undefined}
      onClick={() => onConnect(source)}
    >
      {connecting === source ? (
        <Spinner className="size-4" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  )

  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="youtube-connect-heading">
      <h2 id="youtube-connect-heading" className="text-xl font-semibold">
        Connect a channel
      </h2>
      {offers.google && scopes.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm text-ink">{youtubeTexts.permissionsIntro}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
            {scopes.map((scope) => (
              <li key={scope.scope}>{scope.allows}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {offers.google && button('google', 'Connect a YouTube channel', Plug)}
        {offers.simulated && button('simulated', 'Try the simulated channel', FlaskConical)}
      </div>
      {/* Once a simulated channel is connected, its card says this already. */}
      {offers.simulated && !data.channels.some((channel) => channel.source === 'simulated') && (
        <p className="text-sm text-ink-muted">{youtubeTexts.simulatedNote}</p>
      )}
      {full && (
        <p id={limitId} className="text-sm font-medium text-ink">
          {youtubeMessages.channelLimit}
        </p>
      )}
    </Card>
  )
}
