import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { formatDateTime } from '#shared/common/dates.ts'
import { geminiKeyMessages } from '#shared/generator/defaults.ts'
import type { GeminiKey } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { useDeleteGeminiKey } from '#web/features/generator/api/delete-gemini-key.ts'
import { useAiSettings } from '#web/features/generator/api/get-ai-settings.ts'
import { useGeminiKeys } from '#web/features/generator/api/get-gemini-keys.ts'
import { useToggleGeminiKey } from '#web/features/generator/api/toggle-gemini-key.ts'
import { AiSettingsForm } from '#web/features/generator/components/ai-settings-form.tsx'
import { GeminiKeyFormDialog } from '#web/features/generator/components/gemini-key-form-dialog.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { useFlash } from '#web/lib/use-flash.ts'

type Editing = { key: GeminiKey | null } | null

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never')

/** Settings › Gemini Keys (admin-and-items.md §2): the key pool, masked, plus the AI settings. */
export function GeminiKeysPanel() {
  const keys = useGeminiKeys()
  const settings = useAiSettings()
  const toggle = useToggleGeminiKey()
  const remove = useDeleteGeminiKey()
  const confirm = useConfirm()
  const { flash, show } = useFlash()
  const [editing, setEditing] = useState<Editing>(null)

  const fail = (error: unknown) => show('error', geminiKeyMessages.error(errorText(error)))

  const deleteKey = async (key: GeminiKey) => {
    if (!(await confirm(geminiKeyMessages.confirmDelete, { confirmLabel: 'Delete' }))) return
    remove.mutate(key.id, { onSuccess: () => show('success', geminiKeyMessages.deleted), onError: fail })
  }

  const toggleKey = (key: GeminiKey) =>
    toggle.mutate(key.id, {
      // Activating tests the key: one that fails comes back inactive, with the server's reason.
      onSuccess: ({ message, testFailure }) => show(testFailure ? 'error' : 'success', message),
      onError: fail,
    })

  // The spec: a list load failure shows 'Error: {message}' in place of the panel.
  if (keys.isError) return <Alert>{geminiKeyMessages.error(errorText(keys.error))}</Alert>

  return (
    <div className="space-y-6">
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold">Gemini Keys</h2>
            <p className="text-sm text-ink-muted">
              Keys are stored encrypted; only their first 8 and last 4 characters are ever shown.
            </p>
          </div>
          <Button onClick={() => setEditing({ key: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Key
          </Button>
        </div>
        {flash && (
          <Alert tone={flash.tone} className="mt-4">
            {flash.text}
          </Alert>
        )}
        {keys.isPending ? (
          <Loader label="Loading API keys..." />
        ) : keys.data.items.length === 0 ? (
          <p className="mt-4 rounded-lg bg-canvas p-6 text-center text-ink-muted">
            No API keys yet. Without one, thumbnails are drawn by the offline renderer.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" aria-label="API keys">
            {keys.data.items.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-4 py-4">
                <KeyRound aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex items-center gap-2 font-medium">
                    {key.name}
                    <Badge tone={key.isActive ? 'green' : 'grey'}>
                      {key.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </p>
                  <p className="font-mono text-sm text-ink-muted" data-testid="gemini-key-mask">
                    {key.keyMask}
                  </p>
                  <p className="text-xs text-ink-muted">
                    Last used: {when(key.lastUsedAt)}
                    {key.lastError && ` · Last error (${when(key.lastErrorAt)}): ${key.lastError}`}
                  </p>
                </div>
                <Switch
                  label={`Active: ${key.name}`}
                  checked={key.isActive}
                  disabled={toggle.isPending}
                  onCheckedChange={() => toggleKey(key)}
                />
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${key.name}`}
                    onClick={() => setEditing({ key })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${key.name}`}
                    disabled={remove.isPending}
                    onClick={() => void deleteKey(key)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-6">
        <h2 className="mb-4 text-xl font-semibold">AI settings</h2>
        {settings.isPending ? (
          <Loader label="Loading AI settings..." />
        ) : settings.isError ? (
          <Alert>{geminiKeyMessages.error(errorText(settings.error))}</Alert>
        ) : (
          <AiSettingsForm settings={settings.data} />
        )}
      </Card>
      <GeminiKeyFormDialog
        editing={editing?.key ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(message, failed) => show(failed ? 'error' : 'success', message)}
      />
    </div>
  )
}
