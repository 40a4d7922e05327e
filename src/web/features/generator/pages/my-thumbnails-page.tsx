import { Columns3, ImagePlus, WandSparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { pageCountOf } from '#shared/common/paging.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { TEST_PACK_MAX } from '#shared/generator/test-pack.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useDeleteGeneration } from '#web/features/generator/api/delete-generation.ts'
import { useCatalog } from '#web/features/generator/api/get-catalog.ts'
import { GALLERY_PAGE_SIZE, useGenerations } from '#web/features/generator/api/list-generations.ts'
import { useRetryGeneration } from '#web/features/generator/api/retry-generation.ts'
import { type CardSelection, ResultCard } from '#web/features/generator/components/result-card.tsx'
import { TestPackBar } from '#web/features/generator/components/test-pack-bar.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { runLostMessage } from '#web/features/generator/lib/run-messages.ts'
import { ReportProblemButton } from '#web/features/support/index.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export const confirmDeleteThumbnail = 'Are you sure you want to delete this thumbnail?'

/**
 * The gallery's page lives in the address (`?page=2`), so a reload, a shared link and Back all
 * return to it. Page 1 is the bare address; anything that is not a page number reads as page 1.
 */
const galleryPageHref = (page: number) => ({ search: page > 1 ? `?page=${page}` : '' })

function useGalleryPage() {
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('page'))
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1
  const setPage = (next: number, options?: { replace?: boolean }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next > 1) updated.set('page', String(next))
        else updated.delete('page')
        return updated
      },
      { replace: options?.replace },
    )
  return [page, setPage] as const
}

/** /user/thumbnails: every thumbnail the user made, newest first, kept across reloads. */
export function MyThumbnailsPage() {
  usePageTitle('My Thumbnails')
  const [page, setPage] = useGalleryPage()
  const list = useGenerations(page)
  const remove = useDeleteGeneration()
  const retry = useRetryGeneration()
  const [retrying, setRetrying] = useState<string | null>(null)
  // Which provider would run an 'Edit with AI' now; until it is known the button is not offered.
  const catalog = useCatalog()
  // Why it is off is said once, above the cards, rather than under every card.
  const aiEditReasonId = useId()
  const aiEdit = catalog.data
    ? { provider: catalog.data.effectiveProvider, reasonId: aiEditReasonId }
    : undefined
  const aiEditOffline = aiEdit !== undefined && aiEdit.provider !== 'gemini'
  const confirm = useConfirm()
  // Test & Compare selection: ids in the order picked (that order names the files a, b, c).
  const [selecting, setSelecting] = useState(false)
  const [picked, setPicked] = useState<string[]>([])

  const selectionFor = (generation: Generation): CardSelection | undefined => {
    if (!selecting) return undefined
    const isPicked = picked.includes(generation.id)
    const shorts = (generation.height ?? 0) > (generation.width ?? 0)
    return {
      picked: isPicked,
      unavailable: shorts
        ? 'Shorts covers cannot be tested'
        : picked.length >= TEST_PACK_MAX
          ? `${TEST_PACK_MAX} already picked`
          : null,
      onToggle: () =>
        setPicked((current) =>
          current.includes(generation.id)
            ? current.filter((id) => id !== generation.id)
            : [...current, generation.id],
        ),
    }
  }
  const stopSelecting = () => {
    setSelecting(false)
    setPicked([])
  }

  const deleteOne = async (generation: Generation) => {
    if (!(await confirm(confirmDeleteThumbnail, { confirmLabel: 'Delete' }))) return
    remove.mutate(generation.id, {
      onSuccess: () => {
        notifySuccess(generatorMessages.deleted)
        setPicked((current) => current.filter((id) => id !== generation.id))
        // Deleting the last card of a page steps back a page rather than showing an empty one.
        if (list.data?.items.length === 1 && page > 1) setPage(page - 1, { replace: true })
      },
      onError: (error) => notifyError(generatorMessages.generationError(errorText(error))),
    })
  }

  // The new image joins the list as a card of its own; the failed one stays until deleted.
  const retryOne = (generation: Generation) => {
    setRetrying(generation.id)
    retry.start(generation.id, {
      onProgress: () => undefined,
      onDone: (view) => {
        setRetrying(null)
        if (view.results[0]?.status === 'succeeded') notifySuccess(generatorMessages.generated)
        else notifyError(generatorMessages.generationError(view.message ?? generatorMessages.noImage))
      },
      onRefused: (error) => {
        setRetrying(null)
        notifyError(generatorMessages.generationError(errorText(error)))
      },
      onLost: () => {
        setRetrying(null)
        notifyError(runLostMessage)
      },
    })
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Thumbnails</h1>
          <p className="mt-1 text-ink-muted">Download them again, change their text for free, or tidy up.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!selecting && (list.data?.items.length ?? 0) > 0 && (
            <Button variant="secondary" onClick={() => setSelecting(true)}>
              <Columns3 aria-hidden="true" className="size-4" />
              Test & Compare pack
            </Button>
          )}
          <ButtonLink to={paths.user.generateImage.getHref()}>
            <ImagePlus aria-hidden="true" className="size-4" />
            New thumbnail
          </ButtonLink>
        </div>
      </header>
      {selecting && <TestPackBar picked={picked} onDone={stopSelecting} />}
      {list.isPending ? (
        <Loader label="Loading thumbnails..." />
      ) : list.isError ? (
        <div className="space-y-3">
          <Alert>{generatorMessages.generationError(errorText(list.error))}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.items.length === 0 && page > 1 && list.data.total > 0 ? (
        // An address past the last page (thumbnails deleted since, or a typed number) opens the last one.
        <Navigate replace to={galleryPageHref(pageCountOf(list.data, GALLERY_PAGE_SIZE))} />
      ) : list.data.items.length === 0 ? (
        <div className="rounded-card border border-dashed border-slate-300 bg-surface p-10 text-center">
          <p className="text-lg font-semibold">{generatorMessages.noThumbnails}</p>
          <p className="mt-1 text-ink-muted">Everything you generate is kept here.</p>
          <ButtonLink to={paths.user.generateImage.getHref()} className="mt-4">
            Open the YouTube Thumbnail Generator
          </ButtonLink>
        </div>
      ) : (
        <>
          {aiEditOffline && (
            <p id={aiEditReasonId} className="flex items-start gap-2 text-sm text-ink-muted">
              {/* The 'Edit with AI' button's own icon ties the note to the buttons it explains. */}
              <WandSparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {generatorMessages.editNeedsGemini}
            </p>
          )}
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.items.map((generation, index) => (
              <li key={generation.id}>
                <ResultCard
                  generation={generation}
                  index={(page - 1) * GALLERY_PAGE_SIZE + index}
                  onDelete={(target) => void deleteOne(target)}
                  isDeleting={remove.isPending && remove.variables === generation.id}
                  onRetry={retryOne}
                  isRetrying={retrying === generation.id}
                  reportProblemSlot={(shown) => <ReportProblemButton generationId={shown.id} />}
                  selection={selectionFor(generation)}
                  aiEdit={aiEdit}
                />
              </li>
            ))}
          </ul>
          <Pager
            label="Thumbnail pages"
            page={page}
            pageSize={GALLERY_PAGE_SIZE}
            count={list.data}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  )
}
