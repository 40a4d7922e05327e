import { Plus, UserRound } from 'lucide-react'
import { useState } from 'react'
import { PERSONAS_MAX, personaMessages } from '#shared/personas/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { usePersonas } from '#web/features/personas/api/list-personas.ts'
import { PersonaCard } from '#web/features/personas/components/persona-card.tsx'
import { PersonaNameDialog } from '#web/features/personas/components/persona-name-dialog.tsx'
import { failureText } from '#web/features/personas/lib/failure-text.ts'
import { personaTexts } from '#web/features/personas/lib/persona-texts.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/personas: the creator's own faces, cut out, for the generator's subject layer. */
export function PersonasPage() {
  usePageTitle('Personas')
  const list = usePersonas()
  const [creating, setCreating] = useState(false)
  const count = list.data?.items.length ?? 0
  const full = count >= PERSONAS_MAX

  const newButton = (
    <Button
      onClick={() => setCreating(true)}
      disabled={!list.data || full}
      aria-describedby={full ? 'persona-limit' : undefined}
    >
      <Plus aria-hidden="true" className="size-4" />
      New persona
    </Button>
  )

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Personas</h1>
          <p className="mt-1 max-w-2xl text-ink-muted">{personaTexts.intro}</p>
        </div>
        {count > 0 && (
          <div className="flex flex-col gap-1 sm:items-end">
            {newButton}
            {full && (
              <p id="persona-limit" className="text-sm text-ink-muted sm:text-right">
                {personaMessages.limit}
              </p>
            )}
          </div>
        )}
      </header>
      {list.isPending ? (
        <Loader label="Loading personas..." />
      ) : list.isError ? (
        <div className="space-y-3">
          <Alert>
            {personaTexts.loadFailed} {failureText(list.error)}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="rounded-card border border-dashed border-slate-300 bg-surface p-6 text-center sm:p-10">
          <UserRound aria-hidden="true" className="mx-auto size-10 text-brand-600" />
          <p className="mt-2 text-lg font-semibold">{personaTexts.emptyTitle}</p>
          <p className="mx-auto mt-1 max-w-md text-ink-muted">{personaTexts.emptyText}</p>
          <div className="mt-4">{newButton}</div>
        </div>
      ) : (
        <div className="space-y-6">
          {list.data.items.map((persona) => (
            <PersonaCard key={persona.id} persona={persona} />
          ))}
        </div>
      )}
      <PersonaNameDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  )
}
