import { Sparkles, Trophy } from 'lucide-react'
import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Generation } from '#shared/generator/schemas.ts'
import type { ThumbnailTestDetail, ThumbnailTestSummary } from '#shared/youtube/thumbnail-tests.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { draftFromGeneration } from '#web/features/generator/index.ts'
import { useGenerationsById } from '#web/features/youtube/api/generations.ts'
import { useThumbnailTest } from '#web/features/youtube/api/thumbnail-tests.ts'
import { youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { VideoThumbnail } from '#web/features/youtube/components/video-thumbnail.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { coloursIn, differences } from '#web/features/youtube/lib/generation-diff.ts'
import { formatCtr } from '#web/features/youtube/lib/test-format.ts'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { cn } from '#web/lib/cn.ts'
import { useMe } from '#web/lib/session/me-query.ts'

/** Each shown winner asks for its test and its thumbnails: the newest few are enough to learn from. */
const SHOWN = 5

/** 'What won': ended tests with a winner, the winner beside the others and what set them apart. */
export function WhatWon({ tests }: { tests: ThumbnailTestSummary[] }) {
  const won = tests.filter((test) => test.status !== 'running' && test.liveVariant !== null).slice(0, SHOWN)
  return (
    <section aria-labelledby="youtube-what-won-heading" className="space-y-3">
      <h2 id="youtube-what-won-heading" className="text-xl font-semibold">
        What won
      </h2>
      {won.length === 0 ? (
        <p className="text-ink-muted">{testTexts.noWinnersYet}</p>
      ) : (
        <div className="space-y-4">
          {won.map((test) => (
            <WinnerCard key={test.id} testId={test.id} />
          ))}
        </div>
      )}
    </section>
  )
}

function WinnerCard({ testId }: { testId: string }) {
  const headingId = useId()
  const query = useThumbnailTest(testId)
  return (
    <Card aria-labelledby={headingId} className="space-y-4 p-4">
      {query.isPending ? (
        <Loader label="Loading the test..." />
      ) : query.isError ? (
        <YoutubeError error={query.error} />
      ) : (
        <Comparison test={query.data} headingId={headingId} />
      )}
    </Card>
  )
}

function Comparison({ test, headingId }: { test: ThumbnailTestDetail; headingId: string }) {
  const winner = test.variants.find((variant) => variant.index === test.liveVariant)
  const ordered = winner ? [winner, ...test.variants.filter((v) => v !== winner)] : test.variants
  const ids = ordered.flatMap((variant) => (variant.generationId ? [variant.generationId] : []))
  const generations = useGenerationsById(ids)
  const loaded = generations.flatMap((query) => (query.data ? [query.data] : []))
  const settled = generations.every((query) => !query.isPending)

  return (
    <>
      <h3 id={headingId} className="font-semibold break-words text-ink">
        <Link to={paths.user.youtubeTest.getHref(test.id)} className="underline-offset-2 hover:underline">
          {test.videoTitle}
        </Link>
      </h3>
      <ul aria-label="Winner and the others" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {ordered.map((variant) => (
          <li
            key={variant.index}
            className={cn('space-y-1.5', variant === winner && 'col-span-2 sm:col-span-1')}
          >
            <VideoThumbnail
              src={variant.generationId ? youtubeUrls.generationImage(variant.generationId) : null}
              alt={`Thumbnail ${variant.label}${variant === winner ? ' (winner)' : ''}`}
              className={variant === winner ? 'ring-3 ring-emerald-600' : undefined}
            />
            <p className="flex items-center gap-1.5 text-sm text-ink">
              {variant === winner && <Trophy aria-hidden="true" className="size-4 text-emerald-700" />}
              <span className="font-semibold">{variant.label}</span>
              <span className="text-ink-muted">CTR {formatCtr(variant.ctr, variant.ctrInterval)}</span>
            </p>
          </li>
        ))}
      </ul>
      {!settled ? (
        <Loader label="Comparing their settings..." className="p-2" />
      ) : (
        <Differences generations={loaded} labels={labelsOf(ordered, loaded, winner?.label)} />
      )}
      {winner?.generationId && (
        <MakeMoreLikeThis generation={loaded.find((generation) => generation.id === winner.generationId)} />
      )}
    </>
  )
}

/** Opens the generator with the winner's settings: they become the account's draft there. */
function MakeMoreLikeThis({ generation }: { generation: Generation | undefined }) {
  const { me } = useMe()
  const navigate = useNavigate()
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!generation || !me}
      onClick={() => {
        if (!generation || !me) return
        draftFromGeneration(me.id, { ...generation.params, prompt: generation.prompt })
        navigate(paths.user.generateImage.getHref())
      }}
    >
      <Sparkles aria-hidden="true" className="size-4" />
      Make more like this
    </Button>
  )
}

type Column = { label: string; winner: boolean }

const labelsOf = (variants: ThumbnailTestDetail['variants'], loaded: Generation[], winner?: string) =>
  loaded.map((generation): Column => {
    const label = variants.find((v) => v.generationId === generation.id)?.label ?? '?'
    return { label, winner: label === winner }
  })

function Differences({ generations, labels }: { generations: Generation[]; labels: Column[] }) {
  if (generations.length < 2) {
    return (
      <p className="text-sm text-ink-muted">Their settings cannot be compared: a thumbnail was deleted.</p>
    )
  }
  const rows = differences(generations)
  if (rows.length === 0) {
    return <p className="text-sm text-ink-muted">Their settings were the same; only the pictures differed.</p>
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What differed between them</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="px-2 py-1 font-medium">
              What differed
            </th>
            {labels.map(({ label, winner }) => (
              <th key={label} scope="col" className="px-2 py-1 font-medium">
                {label}
                {winner ? ' (winner)' : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-2 py-1 font-normal text-ink-muted">
                {row.name}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={labels[i]?.label}
                  className={cn('px-2 py-1 break-words', labels[i]?.winner && 'font-medium text-ink')}
                >
                  {coloursIn(value).map((colour) => (
                    <span
                      key={colour}
                      aria-hidden="true"
                      className="mr-1 inline-block size-3 rounded-sm border border-slate-300 align-middle"
                      style={{ backgroundColor: colour }}
                    />
                  ))}
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
