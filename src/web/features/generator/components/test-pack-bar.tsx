import { Download } from 'lucide-react'
import { TEST_PACK_MAX, TEST_PACK_MIN, testPackMessages } from '#shared/generator/test-pack.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDownloadTestPack } from '#web/features/generator/api/download-test-pack.ts'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { TestOnYoutubeButton } from '#web/features/youtube/index.ts'
import { notifySuccess } from '#web/lib/toast.ts'

type TestPackBarProps = {
  /** Picked ids, in the order picked. */
  picked: string[]
  onDone: () => void
}

/**
 * The gallery's Test & Compare mode: a counter, and the download that turns on at 2 or 3 picks,
 * or the same picks tested on a video of the creator's channel (issue 30, item 5).
 * The zip holds 1280×720 JPEGs under 2 MB, named a-, b-, c- in the order picked.
 */
export function TestPackBar({ picked, onDone }: TestPackBarProps) {
  const download = useDownloadTestPack()
  const ready = picked.length >= TEST_PACK_MIN && picked.length <= TEST_PACK_MAX
  return (
    <section
      aria-labelledby="test-pack-heading"
      className="space-y-3 rounded-card border border-brand-200 bg-brand-50 p-4"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="test-pack-heading" className="font-semibold">
            Test & Compare pack
          </h2>
          <p className="text-sm text-ink-muted">
            Pick 2 or 3 thumbnails for YouTube Studio's Test & Compare. You get one zip of 1280×720 JPEGs,
            each under 2 MB.
          </p>
          <p className="mt-1 text-sm font-medium" aria-live="polite" data-testid="test-pack-count">
            {picked.length} of {TEST_PACK_MAX} picked
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!ready || download.isPending}
            onClick={() =>
              download.mutate(picked, {
                onSuccess: () => notifySuccess('Test & Compare pack downloaded.'),
              })
            }
          >
            {download.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {testPackMessages.download}
          </Button>
          <TestOnYoutubeButton generationIds={picked} disabled={!ready} />
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
      {download.error && <Alert>{errorText(download.error)}</Alert>}
    </section>
  )
}
