import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import type { YoutubeVideo } from '#shared/youtube/schemas.ts'
import {
  THUMBNAIL_TEST_DEFAULT_DAYS,
  THUMBNAIL_TEST_MAX_DAYS,
  THUMBNAIL_TEST_MIN_DAYS,
  thumbnailTestBodySchema,
  thumbnailTestMessages,
} from '#shared/youtube/thumbnail-tests.ts'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { paths } from '#web/config/paths.ts'
import { useStartThumbnailTest } from '#web/features/youtube/api/thumbnail-tests.ts'
import { ThumbnailChoices } from '#web/features/youtube/components/thumbnail-choices.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { notifySuccess } from '#web/lib/toast.ts'

type StartTestDialogProps = {
  channelId: string
  video: YoutubeVideo
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Thumbnails picked already (the gallery's Test & Compare picks), still changeable here. */
  initialSelected?: readonly string[]
}

type Errors = { generationIds?: string; days?: string }

/** Pick 2 or 3 thumbnails and a length, read how the rotation works, and start. */
export function StartTestDialog({
  channelId,
  video,
  open,
  onOpenChange,
  initialSelected = [],
}: StartTestDialogProps) {
  const formId = useId()
  const choicesErrorId = useId()
  const navigate = useNavigate()
  const start = useStartThumbnailTest()
  const [selected, setSelected] = useState<string[]>(() => [...initialSelected])
  const [days, setDays] = useState(String(THUMBNAIL_TEST_DEFAULT_DAYS))
  const [errors, setErrors] = useState<Errors>({})

  const onToggle = (id: string) => {
    setSelected((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]))
    setErrors((now) => ({ ...now, generationIds: undefined }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // An empty box is no number at all: the schema's own words say what to choose.
    const body = { videoId: video.id, generationIds: selected, days: days.trim() ? Number(days) : Number.NaN }
    const parsed = thumbnailTestBodySchema.safeParse(body)
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'generationIds' || field === 'days') && !found[field]) found[field] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    start.mutate(
      { channelId, body: parsed.data },
      {
        onSuccess: (detail) => {
          notifySuccess(thumbnailTestMessages.started)
          onOpenChange(false)
          void navigate(paths.user.youtubeTest.getHref(detail.id))
        },
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Test thumbnails"
      description={`On “${video.title}”`}
      className="sm:max-w-3xl"
      footer={
        <DialogFormFooter
          formId={formId}
          onCancel={() => onOpenChange(false)}
          isPending={start.isPending}
          submitLabel="Start test"
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <ThumbnailChoices
          selected={selected}
          onToggle={onToggle}
          error={errors.generationIds}
          errorId={choicesErrorId}
        />
        <TextField
          label="Length in days"
          type="number"
          inputMode="numeric"
          min={THUMBNAIL_TEST_MIN_DAYS}
          max={THUMBNAIL_TEST_MAX_DAYS}
          step={1}
          className="max-w-48"
          value={days}
          onChange={(event) => {
            setDays(event.target.value)
            setErrors((now) => ({ ...now, days: undefined }))
          }}
          hint={`${THUMBNAIL_TEST_MIN_DAYS} to ${THUMBNAIL_TEST_MAX_DAYS} days; ${THUMBNAIL_TEST_DEFAULT_DAYS} by default.`}
          error={errors.days}
        />
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-ink">
          <p className="font-medium">How the test works</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted">
            {testTexts.howItWorks.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {start.isError && <YoutubeError error={start.error} reconnectLink />}
      </form>
    </Dialog>
  )
}
