import { useState } from 'react'
import { formatDate } from '#shared/common/dates.ts'
import { aspectOf } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useGenerations } from '#web/features/generator/index.ts'
import { youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { LoadFailed } from '#web/features/youtube/components/load-failed.tsx'
import { VideoThumbnail } from '#web/features/youtube/components/video-thumbnail.tsx'
import { letterOf } from '#web/features/youtube/lib/test-format.ts'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { cn } from '#web/lib/cn.ts'

/** The most thumbnails one test rotates (the contract's `generationIds` max). */
export const MAX_CHOICES = 3
const PAGE_SIZE = 12

/** Only a finished 16:9 picture can stand in for a video's thumbnail. */
const testable = (generation: Generation) =>
  generation.status === 'succeeded' &&
  generation.imageUrl !== null &&
  aspectOf(generation.params.output.size) === '16:9'

/** The words that name a thumbnail in the grid: its title, else the start of its prompt. */
export const thumbnailName = (generation: Generation) =>
  generation.params.textOverlay.title.replace(/\*/g, '').trim() ||
  generation.prompt.slice(0, 60) ||
  'Untitled thumbnail'

type ThumbnailChoicesProps = {
  selected: readonly string[]
  onToggle: (id: string) => void
  /** The field's error, tied to the group so it is read with it. */
  error?: string
  errorId: string
}

/**
 * The creator's finished 16:9 thumbnails as a grid of checkboxes, a page at a time. The picks are
 * kept by id, so paging on keeps them; once three are picked the others wait until one is dropped.
 */
export function ThumbnailChoices({ selected, onToggle, error, errorId }: ThumbnailChoicesProps) {
  const [page, setPage] = useState(1)
  const list = useGenerations(page, PAGE_SIZE)
  const full = selected.length >= MAX_CHOICES

  return (
    <fieldset
      className="space-y-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-ink">
        Thumbnails to test{' '}
        <span className="font-normal text-ink-muted">
          ({selected.length} of {MAX_CHOICES} picked)
        </span>
      </legend>
      <p className="text-xs text-ink-muted">{testTexts.pickHint}</p>
      {list.isPending ? (
        <Loader label="Loading your thumbnails..." />
      ) : list.isError ? (
        <LoadFailed
          what={testTexts.thumbnailsLoadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Choices
          items={list.data.items.filter(testable)}
          selected={selected}
          full={full}
          onToggle={onToggle}
        />
      )}
      {list.data && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          count={list.data}
          onPageChange={setPage}
          label="Your thumbnails: pages"
          className="pt-0"
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

type ChoicesProps = {
  items: Generation[]
  selected: readonly string[]
  full: boolean
  onToggle: (id: string) => void
}

function Choices({ items, selected, full, onToggle }: ChoicesProps) {
  if (items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-slate-300 p-4 text-center text-sm text-ink-muted">
        {testTexts.noThumbnails}
      </p>
    )
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((generation) => {
        const checked = selected.includes(generation.id)
        const position = selected.indexOf(generation.id)
        return (
          <li key={generation.id}>
            <label
              className={cn(
                'flex h-full cursor-pointer flex-col gap-2 rounded-lg border p-2 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
                !checked && full && 'cursor-not-allowed opacity-60',
              )}
            >
              <VideoThumbnail src={youtubeUrls.generationImage(generation.id)} alt="" />
              <span className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onToggle(generation.id)}
                />
                <span className="min-w-0 break-words text-ink">
                  {thumbnailName(generation)}
                  <span className="block text-xs text-ink-muted">
                    {checked ? `Variant ${letterOf(position)} · ` : ''}
                    {formatDate(generation.createdAt)}
                  </span>
                </span>
              </span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}
