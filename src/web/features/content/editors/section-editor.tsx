import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Power, RotateCcw, Save } from 'lucide-react'
import type { ReactNode } from 'react'
import { type DefaultValues, type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { type ContentSectionKey, type SectionInput, sectionPutSchema } from '#shared/content/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Loader, Spinner } from '#web/components/ui/spinner.tsx'
import {
  EDITOR_ALERT_MS,
  type EditorMessages,
  editorMessages,
} from '#web/features/content/editors/editor-messages.ts'
import { showServerIssues } from '#web/features/content/editors/field-errors.ts'
import {
  bannerStatsQueryKey,
  type SectionApi,
  type SectionDataOf,
} from '#web/features/content/editors/section-api.ts'
import { useFlash } from '#web/lib/use-flash.ts'

export type SectionFormValues<K extends ContentSectionKey> = SectionInput<K> & { isActive?: boolean }
export type SectionForm<K extends ContentSectionKey> = UseFormReturn<SectionFormValues<K>>

type SectionEditorProps<K extends ContentSectionKey> = {
  api: SectionApi<K>
  title: string
  intro?: string
  /** How long success and error alerts stay (§9). */
  alertMs?: number
  /** 'Activate' / 'Deactivate' unless the editor words it otherwise ('Activate Logo'). */
  toggleLabel?: (isActive: boolean) => string
  /** Extra conditions for Save (the banner needs a main title). */
  canSave?: (values: SectionFormValues<K>) => boolean
  /** Shown between the toolbar and the fields (the banner's stats strip). */
  header?: ReactNode
  /** The section's fields; the shell owns loading, the toolbar, the alerts and the server calls. */
  children: (form: SectionForm<K>, saved: SectionDataOf<K>) => ReactNode
}

/**
 * Every landing-page editor has the same life: load the section, edit it, Save Changes (PUT the
 * whole section), Activate/Deactivate (PATCH …/toggle), Reset to Default after a confirm
 * (POST …/reset), with alerts that hide themselves. Only the fields differ.
 */
export function SectionEditor<K extends ContentSectionKey>(props: SectionEditorProps<K>) {
  const { api, title } = props
  const messages = editorMessages(api.key)
  const section = useQuery({ queryKey: api.queryKey, queryFn: ({ signal }) => api.get(signal) })

  if (section.isPending) return <Loader label={`Loading ${title.toLowerCase()}...`} />
  if (section.isError) {
    return (
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-bold">{title}</h2>
        <Alert>{messages.loadFailed(section.error)}</Alert>
        <Button variant="secondary" onClick={() => void section.refetch()}>
          Try again
        </Button>
      </Card>
    )
  }
  return <SectionFormView {...props} messages={messages} saved={section.data} />
}

function SectionFormView<K extends ContentSectionKey>({
  api,
  title,
  intro,
  alertMs = EDITOR_ALERT_MS,
  toggleLabel = (isActive) => (isActive ? 'Deactivate' : 'Activate'),
  canSave,
  header,
  children,
  messages,
  saved,
}: SectionEditorProps<K> & { messages: EditorMessages; saved: SectionDataOf<K> }) {
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const { flash, show } = useFlash(alertMs)
  const form = useForm<SectionFormValues<K>>({
    resolver: zodResolver(sectionPutSchema(api.key)) as never,
    defaultValues: saved as DefaultValues<SectionFormValues<K>>,
  })
  const values = useWatch({ control: form.control }) as SectionFormValues<K>

  const remember = (data: SectionDataOf<K>) => {
    queryClient.setQueryData(api.queryKey, data)
    void queryClient.invalidateQueries({ queryKey: bannerStatsQueryKey })
  }

  const save = useMutation({
    mutationFn: (body: SectionFormValues<K>) => api.put(body),
    onSuccess: (data) => {
      remember(data)
      form.reset(data as DefaultValues<SectionFormValues<K>>)
      show('success', messages.updated)
    },
    onError: (error) => {
      const general = showServerIssues(form, error)
      show('error', [messages.updateFailed(error), ...general].join(' '))
    },
  })

  const toggle = useMutation({
    mutationFn: () => api.toggle(),
    onSuccess: (data) => {
      remember(data)
      // Only the switch changed on the server; unsaved edits in the form stay.
      form.resetField('isActive' as never, { defaultValue: data.isActive as never })
      show('success', messages.toggled(data.isActive))
    },
    onError: () => show('error', messages.toggleFailed),
  })

  const reset = useMutation({
    mutationFn: () => api.reset(),
    onSuccess: (data) => {
      remember(data)
      form.reset(data as DefaultValues<SectionFormValues<K>>)
      show('success', messages.reset)
    },
    onError: (error) => show('error', messages.resetFailed(error)),
  })

  const onReset = async () => {
    if (await confirm(messages.confirmReset, { confirmLabel: 'Reset to Default' })) reset.mutate()
  }

  const busy = save.isPending || toggle.isPending || reset.isPending
  const saveBlocked = save.isPending || (canSave ? !canSave(values) : false)

  return (
    <Card className="space-y-6 p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex items-center gap-3">
            <h2 className="text-xl font-bold">{title}</h2>
            <Badge tone={saved.isActive ? 'green' : 'grey'}>{saved.isActive ? 'Active' : 'Inactive'}</Badge>
          </div>
          {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={saved.isActive ? 'secondary' : 'primary'}
            size="sm"
            disabled={busy}
            onClick={() => toggle.mutate()}
          >
            {toggle.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Power aria-hidden="true" className="size-4" />
            )}
            {toggleLabel(saved.isActive)}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void onReset()}>
            {reset.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCcw aria-hidden="true" className="size-4" />
            )}
            Reset to Default
          </Button>
        </div>
      </header>
      <div aria-live="polite">{flash && <Alert tone={flash.tone}>{flash.text}</Alert>}</div>
      {header}
      <form
        noValidate
        aria-label={title}
        className="space-y-6"
        onSubmit={form.handleSubmit((body) => save.mutate(body as SectionFormValues<K>))}
      >
        {children(form, saved)}
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" disabled={saveBlocked}>
            {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
