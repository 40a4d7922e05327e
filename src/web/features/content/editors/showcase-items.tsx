import { Plus, Trash2 } from 'lucide-react'
import { showcaseMessages as m } from '#shared/content/showcase.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useShowcase } from '#web/features/content/api/get-showcase.ts'
import {
  useAddShowcaseItem,
  useRemoveShowcaseItem,
  useShowcaseCandidates,
} from '#web/features/content/editors/showcase-api.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

/** What the showcase shows now, each with Remove. */
function CurrentItems() {
  const showcase = useShowcase()
  const remove = useRemoveShowcaseItem()
  const confirm = useConfirm()
  if (showcase.isPending) return <Loader label="Loading the showcase..." />
  if (showcase.isError) return <Alert>Failed to load the showcase: {showcase.error.message}</Alert>
  const { ready, items } = showcase.data
  if (!ready)
    return (
      <p className="text-sm text-ink-muted">
        The first thumbnails are being drawn. They appear here in a minute.
      </p>
    )
  if (items.length === 0)
    return <p className="text-sm text-ink-muted">The showcase is empty. Add results below.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="space-y-2">
          <img
            src={item.src}
            srcSet={item.srcSet}
            sizes="320px"
            width={item.width}
            height={item.height}
            alt={item.title}
            loading="lazy"
            className="aspect-video w-full rounded-card bg-slate-100 object-cover"
          />
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-sm">
              {item.source === 'seed' ? 'Drawn by the shop' : "A creator's, with consent"}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              aria-label={`Remove “${item.title}” from the showcase`}
              onClick={async () => {
                if (!(await confirm('Are you sure you want to remove this thumbnail from the showcase?')))
                  return
                remove.mutate(item.id, {
                  onSuccess: () => notifySuccess(m.removed),
                  onError: (error) => notifyError(error.message),
                })
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Results whose creators allowed them ('Allow in the shop's showcase' on their card), each with Add. */
function Candidates() {
  const candidates = useShowcaseCandidates()
  const add = useAddShowcaseItem()
  if (candidates.isPending) return <Loader label="Loading allowed results..." />
  if (candidates.isError) return <Alert>Failed to load the gallery results: {candidates.error.message}</Alert>
  const { items } = candidates.data
  if (items.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        No creator has allowed a thumbnail yet. A creator allows one with “{m.allowLabel}” on its card.
      </p>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.generationId} className="space-y-2">
          <img
            src={item.imageUrl}
            alt={item.title}
            width={1280}
            height={720}
            loading="lazy"
            className="aspect-video w-full rounded-card bg-slate-100 object-cover"
          />
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-sm">by {item.creatorName}</span>
            <Button
              size="sm"
              disabled={add.isPending}
              aria-label={`Add “${item.title}” to the showcase`}
              onClick={() =>
                add.mutate(item.generationId, {
                  onSuccess: () => notifySuccess(m.added),
                  onError: (error) => notifyError(error.message),
                })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              Add
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The showcase's thumbnails: the shown ones, and the gallery results the operator may add. */
export function ShowcaseItems() {
  return (
    <Card className="space-y-6 p-6">
      <section aria-labelledby="showcase-shown" className="space-y-3">
        <h3 id="showcase-shown" className="text-lg font-semibold">
          In the showcase
        </h3>
        <CurrentItems />
      </section>
      <section aria-labelledby="showcase-allowed" className="space-y-3">
        <h3 id="showcase-allowed" className="text-lg font-semibold">
          From the gallery, allowed by their creators
        </h3>
        <Candidates />
      </section>
    </Card>
  )
}
