import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { formatDate, formatDateTime } from '#shared/common/dates.ts'
import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useThumbnailTest } from '#web/features/youtube/api/thumbnail-tests.ts'
import { TestActions } from '#web/features/youtube/components/test-actions.tsx'
import { TestCharts } from '#web/features/youtube/components/test-charts.tsx'
import { TestTimeline } from '#web/features/youtube/components/test-timeline.tsx'
import { TestVariants } from '#web/features/youtube/components/test-variants.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { currentDay, letterOf, statusLabels } from '#web/features/youtube/lib/test-format.ts'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const statusTones: Record<ThumbnailTestDetail['status'], BadgeTone> = {
  running: 'blue',
  finished: 'green',
  stopped: 'grey',
}

const outcomeWords: Record<NonNullable<ThumbnailTestDetail['outcome']>, string> = {
  'winner-set': 'The winner stays on the video.',
  'original-restored': 'The original thumbnail is back on the video.',
}

/** /user/youtube/tests/:testId: one test's thumbnails, figures, verdict and what happened when. */
export function ThumbnailTestPage() {
  const { testId = '' } = useParams()
  const query = useThumbnailTest(testId)
  usePageTitle(query.data ? `Thumbnail test: ${query.data.videoTitle}` : 'Thumbnail test')

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <Link
        to={paths.user.youtube.getHref()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        YouTube
      </Link>
      {query.isPending ? (
        <Loader label="Loading the test..." />
      ) : query.isError ? (
        <div className="space-y-3">
          <p className="font-medium text-ink">{testTexts.loadFailed}</p>
          <YoutubeError error={query.error} />
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <TestDetail test={query.data} />
      )}
    </div>
  )
}

function TestDetail({ test }: { test: ThumbnailTestDetail }) {
  return (
    <>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">{test.videoTitle}</h1>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted">
          <span>Thumbnail test on {test.channelTitle}</span>
          {test.simulated && <Badge tone="purple">Simulated</Badge>}
          <Badge tone={statusTones[test.status]}>{statusLabels[test.status]}</Badge>
        </p>
        <Progress test={test} />
      </header>
      <TestActions test={test} />
      <section aria-labelledby="test-variants-heading" className="space-y-3">
        <h2 id="test-variants-heading" className="text-xl font-semibold">
          The thumbnails
        </h2>
        <TestVariants test={test} />
      </section>
      <section aria-labelledby="test-verdict-heading" className="space-y-2">
        <h2 id="test-verdict-heading" className="text-xl font-semibold">
          Verdict
        </h2>
        <p className="text-lg text-ink">{test.verdict.text}</p>
        <p className="text-xs text-ink-muted">
          Test used: {test.verdict.method.replace(/\.$/, '')}. A verdict needs at least{' '}
          {test.verdict.minImpressions.toLocaleString('en-US')} impressions for each thumbnail.
        </p>
        <p className="text-sm text-ink-muted">
          {test.lagNote}
          {test.nextFiguresAt && (
            <>
              {' '}
              Next figures due <time dateTime={test.nextFiguresAt}>{formatDateTime(test.nextFiguresAt)}</time>
              .
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="test-figures-heading" className="space-y-3">
        <h2 id="test-figures-heading" className="text-xl font-semibold">
          Figures
        </h2>
        <TestCharts test={test} />
      </section>
      <section aria-labelledby="test-timeline-heading" className="space-y-3">
        <h2 id="test-timeline-heading" className="text-xl font-semibold">
          Timeline
        </h2>
        <TestTimeline timeline={test.timeline} />
      </section>
    </>
  )
}

/** Where the test is: its day and next change while running, or how it ended. */
function Progress({ test }: { test: ThumbnailTestDetail }) {
  const day = currentDay(test)
  if (test.status !== 'running') {
    return (
      <p className="text-sm text-ink">
        Started {formatDate(`${test.startDate.slice(0, 10)}T12:00:00Z`)}, {test.days} days.{' '}
        {test.outcome && outcomeWords[test.outcome]}
      </p>
    )
  }
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink">
      {day !== null && (
        <span className="font-semibold">
          Day {day} of {test.days}
        </span>
      )}
      {test.liveVariant !== null && <span>Live now: {letterOf(test.liveVariant)}</span>}
      {test.nextChangeAt && (
        <span>
          Next change <time dateTime={test.nextChangeAt}>{formatDateTime(test.nextChangeAt)}</time>
        </span>
      )}
    </p>
  )
}
