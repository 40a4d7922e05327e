import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { formatDate } from '#shared/common/dates.ts'
import type { ThumbnailTestSummary } from '#shared/youtube/thumbnail-tests.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useThumbnailTests } from '#web/features/youtube/api/thumbnail-tests.ts'
import { WhatWon } from '#web/features/youtube/components/what-won.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { letterOf, statusLabels } from '#web/features/youtube/lib/test-format.ts'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'

/** Running tests first; within each group the server's order (newest first) stands. */
export const runningFirst = (tests: ThumbnailTestSummary[]) =>
  [...tests].sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running'))

const dayText = (startDate: string) => formatDate(`${startDate.slice(0, 10)}T12:00:00Z`)

/** 'Thumbnail tests' on the YouTube page: each of mine linking to its page, then 'What won'. */
export function ThumbnailTests() {
  const list = useThumbnailTests()
  return (
    <>
      <section aria-labelledby="youtube-tests-heading" className="space-y-3">
        <h2 id="youtube-tests-heading" className="text-xl font-semibold">
          Thumbnail tests
        </h2>
        {list.isPending ? (
          <Loader label="Loading your tests..." />
        ) : list.isError ? (
          <div className="space-y-3">
            <p className="text-sm font-medium text-ink">{testTexts.listLoadFailed}</p>
            <YoutubeError error={list.error} />
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.tests.length === 0 ? (
          <p className="rounded-card border border-dashed border-slate-300 p-6 text-center text-ink-muted">
            {testTexts.noTests}
          </p>
        ) : (
          <ul
            aria-label="Thumbnail tests"
            className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-surface"
          >
            {runningFirst(list.data.tests).map((test) => (
              <TestRow key={test.id} test={test} />
            ))}
          </ul>
        )}
      </section>
      {list.data && <WhatWon tests={list.data.tests} />}
    </>
  )
}

function TestRow({ test }: { test: ThumbnailTestSummary }) {
  const running = test.status === 'running'
  return (
    <li>
      <Link
        to={paths.user.youtubeTest.getHref(test.id)}
        className="flex items-center gap-3 p-3 hover:bg-slate-50 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block font-semibold break-words text-ink">{test.videoTitle}</span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span>{test.channelTitle}</span>
            <span aria-hidden="true">·</span>
            <span>
              {test.variantCount} thumbnails, {test.days} days from {dayText(test.startDate)}
            </span>
            <Badge tone={running ? 'blue' : test.status === 'finished' ? 'green' : 'grey'}>
              {statusLabels[test.status]}
            </Badge>
            {test.simulated && <Badge tone="purple">Simulated</Badge>}
            {test.liveVariant !== null && (
              <span className="font-medium text-ink">
                {running ? 'Live now' : 'Winner'}: {letterOf(test.liveVariant)}
              </span>
            )}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
    </li>
  )
}
