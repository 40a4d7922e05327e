import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { formatDateTime } from '#shared/common/dates.ts'
import {
  type AdminYoutube,
  type AdminYoutubeInput,
  adminYoutubeInputSchema,
  youtubeMessages,
} from '#shared/youtube/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader, Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { paths } from '#web/config/paths.ts'
import { useAdminYoutube, useSaveAdminYoutube } from '#web/features/youtube/api/admin-youtube.ts'
import { CopyValue } from '#web/features/youtube/components/copy-value.tsx'
import { LoadFailed } from '#web/features/youtube/components/load-failed.tsx'
import { failureText } from '#web/features/youtube/lib/failure-text.ts'
import { useFlash } from '#web/lib/use-flash.ts'

type FormInput = z.input<typeof adminYoutubeInputSchema>

const number = (n: number) => n.toLocaleString('en-US')

function Status({ settings }: { settings: AdminYoutube }) {
  const { usedToday, dailyQuota, resetsAt } = settings
  return (
    <Card className="space-y-4 p-6">
      <p className="text-sm text-ink-muted">
        In Google Cloud, enable the YouTube Data API v3 and the YouTube Analytics API for the project of the
        Google OAuth client, and register this redirect URI on that client.
      </p>
      <CopyValue label="Authorized redirect URI" value={settings.redirectUri} />
      {settings.googleConfigured ? (
        <p className="text-sm text-ink">
          The Google OAuth client is set: creators can connect their channels.
        </p>
      ) : (
        <p className="text-sm text-ink">
          No Google OAuth client is set, so creators cannot connect a real channel yet. Enter one in{' '}
          <Link
            to={paths.admin.settingsPanel.getHref('google')}
            className="font-semibold text-brand-700 underline"
          >
            Google Sign-in
          </Link>
          .
        </p>
      )}
      <p className="text-sm text-ink">
        {settings.simulated
          ? 'The simulated channel is on: creators can practise on sample videos, and nothing reaches YouTube.'
          : 'The simulated channel is off.'}{' '}
        <span className="text-ink-muted">(YOUTUBE_SIMULATED in the server’s environment.)</span>
      </p>
      <p className="text-sm text-ink">
        Today: <span className="font-semibold">{number(usedToday)}</span> of {number(dailyQuota)} units used.
        Resets at <time dateTime={resetsAt}>{formatDateTime(resetsAt)}</time> (midnight Pacific time).
      </p>
    </Card>
  )
}

function QuotaForm({ settings }: { settings: AdminYoutube }) {
  const save = useSaveAdminYoutube()
  const { flash, show } = useFlash(3000)
  const values = { dailyQuota: settings.dailyQuota, creatorSharePercent: settings.creatorSharePercent }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, AdminYoutubeInput>({
    resolver: zodResolver(adminYoutubeInputSchema),
    defaultValues: values,
  })
  const { dailyQuota, creatorSharePercent } = settings
  useEffect(() => reset({ dailyQuota, creatorSharePercent }), [dailyQuota, creatorSharePercent, reset])

  const onSave = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => show('success', youtubeMessages.settingsSaved),
      onError: (error) => show('error', failureText(error)),
    }),
  )
  // An empty or non-numeric box is NaN, which the schema answers with its 'Enter …' words.
  const asNumber = { valueAsNumber: true } as const
  return (
    <form noValidate onSubmit={onSave} className="space-y-4" aria-label="YouTube quota">
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
      <Card className="grid gap-4 p-6 sm:grid-cols-2">
        <TextField
          label="Daily quota (units)"
          type="number"
          inputMode="numeric"
          hint="Google Cloud › APIs & Services › YouTube Data API v3 › Quotas. A new project gets 10,000."
          error={errors.dailyQuota?.message}
          {...register('dailyQuota', asNumber)}
        />
        <TextField
          label="Each creator’s share (percent)"
          type="number"
          inputMode="numeric"
          hint="The part of the day’s units one creator may spend, so one busy creator cannot use up everyone’s."
          error={errors.creatorSharePercent?.message}
          {...register('creatorSharePercent', asNumber)}
        />
      </Card>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save
      </Button>
    </form>
  )
}

/** Admin › Settings › YouTube: what to register with Google, what is on, and the day's quota. */
export function AdminYoutubePanel() {
  const settings = useAdminYoutube()
  return (
    <section aria-labelledby="youtube-settings-heading" className="space-y-4">
      <h2 id="youtube-settings-heading" className="text-2xl font-bold">
        YouTube
      </h2>
      {settings.isPending ? (
        <Loader label="Loading YouTube settings..." />
      ) : settings.isError ? (
        <LoadFailed
          what="Could not load the YouTube settings."
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Status settings={settings.data} />
          <QuotaForm settings={settings.data} />
        </>
      )}
    </section>
  )
}
