import { SkipForward, Square } from 'lucide-react'
import { type ThumbnailTestDetail, thumbnailTestMessages } from '#shared/youtube/thumbnail-tests.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSkipTestDay, useStopThumbnailTest } from '#web/features/youtube/api/thumbnail-tests.ts'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/** Stop test (after confirming), and on the practice channel, Skip a day. Nothing once it ended. */
export function TestActions({ test }: { test: ThumbnailTestDetail }) {
  const confirm = useConfirm()
  const stop = useStopThumbnailTest()
  const skip = useSkipTestDay()
  if (test.status !== 'running') return null
  const busy = stop.isPending || skip.isPending

  const onStop = async () => {
    const ok = await confirm(testTexts.confirmStop(test.videoTitle), { confirmLabel: 'Stop test' })
    if (!ok) return
    skip.reset()
    stop.mutate(test.id, { onSuccess: () => notifySuccess(thumbnailTestMessages.stopped) })
  }
  const onSkip = () => {
    stop.reset()
    skip.mutate(test.id, { onSuccess: () => notifySuccess(thumbnailTestMessages.skipped) })
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {test.simulated && (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onSkip}>
            {skip.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <SkipForward aria-hidden="true" className="size-4" />
            )}
            Skip a day
          </Button>
        )}
        <Button variant="danger" size="sm" disabled={busy} onClick={() => void onStop()}>
          {stop.isPending ? <Spinner className="size-4" /> : <Square aria-hidden="true" className="size-4" />}
          Stop test
        </Button>
      </div>
      {test.simulated && (
        <p className="text-xs text-ink-muted">
          Skip a day moves the practice channel’s clock on to the start of the next day, so the test finishes
          in minutes.
        </p>
      )}
      {stop.isError && <YoutubeError error={stop.error} reconnectLink />}
      {skip.isError && <YoutubeError error={skip.error} reconnectLink />}
    </div>
  )
}
