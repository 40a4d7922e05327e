import { useId } from 'react'
import { Link } from 'react-router'
import {
  DEFAULT_PERSONA_MODE,
  EXPRESSIONS,
  type Expression,
  generatorMessages,
  type PersonaMode,
} from '#shared/generator/defaults.ts'
import type { PersonaChoice } from '#shared/generator/schemas.ts'
import { DEFAULT_PERSONA_FRAMING, type Persona, type PersonaFraming } from '#shared/personas/schemas.ts'
import { SelectField } from '#web/components/ui/fields.tsx'
import { paths } from '#web/config/paths.ts'
import { capitalize } from '#web/features/generator/lib/labels.ts'
import { cn } from '#web/lib/cn.ts'

type PersonaFieldProps = {
  /** The caller's personas; empty while loading or when they have none. */
  personas: Persona[]
  value: PersonaChoice | undefined
  onChange: (value: PersonaChoice | undefined) => void
  /** True when the effective provider is offline: 'AI likeness' cannot run then. */
  offline: boolean
}

const MODES: { value: PersonaMode; label: string; hint: string }[] = [
  { value: 'authentic', label: 'Authentic', hint: 'Your real photo, cut out and placed beside the title.' },
  { value: 'likeness', label: 'AI likeness', hint: 'The AI draws you into the scene from your photos.' },
]
const EXPRESSION_HINT =
  "Only 'AI likeness' uses the expression: 'Authentic' keeps your face as you photographed it."
/** How much of the creator 'Authentic' shows (issue 27); head and shoulders is the default. */
const FRAMING_OPTIONS: { value: PersonaFraming; label: string }[] = [
  { value: 'head', label: 'Head' },
  { value: 'chest', label: 'Head and shoulders' },
  { value: 'waist', label: 'Down to the waist' },
]
const FRAMING_HINT = 'How much of you the thumbnail shows, standing on its bottom edge.'
const expressionOptions = EXPRESSIONS.map((expression) => ({
  value: expression,
  label: capitalize(expression),
}))

const manageLink = (
  <Link
    to={paths.user.personas.getHref()}
    className="font-medium text-brand-700 underline underline-offset-2"
  >
    Manage personas
  </Link>
)

/**
 * The persona picker (issue 11): None by default; with one chosen, its mode ('Authentic' is the
 * default and the only one offline), for 'Authentic' its framing (head and shoulders unless the
 * creator picks the head alone or down to the waist: issue 27), and the expression hint. Native controls, so the keyboard
 * and screen readers work as everywhere else in the form.
 */
export function PersonaField({ personas, value, onChange, offline }: PersonaFieldProps) {
  const id = useId()
  const chosen = value ? personas.find((persona) => persona.id === value.id) : undefined
  const mode = value?.mode ?? DEFAULT_PERSONA_MODE

  const pick = (personaId: string) =>
    onChange(
      personaId
        ? { id: personaId, mode: DEFAULT_PERSONA_MODE, expression: 'none', framing: DEFAULT_PERSONA_FRAMING }
        : undefined,
    )

  return (
    <div className="space-y-3">
      {personas.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Put your own face in the picture: add a persona with a photo of you. {manageLink}
        </p>
      ) : (
        <>
          <SelectField
            label="Persona"
            value={value?.id ?? ''}
            onChange={(event) => pick(event.target.value)}
            options={[
              { value: '', label: 'None' },
              ...personas.map((persona) => ({ value: persona.id, label: persona.name })),
            ]}
          />
          <p className="text-sm">{manageLink}</p>
        </>
      )}
      {value && chosen && chosen.photos.length === 0 && (
        <p className="text-sm text-red-700">{generatorMessages.personaHasNoPhotos}</p>
      )}
      {value && (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-ink">Persona mode</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {MODES.map((option) => {
                const disabled = option.value === 'likeness' && offline
                const hintId = `${id}-${option.value}-hint`
                return (
                  <label
                    key={option.value}
                    className={cn(
                      'flex min-w-0 gap-2 rounded-lg border border-slate-200 p-3 text-sm',
                      'has-checked:border-brand-600 has-checked:bg-brand-50',
                      'has-focus-visible:ring-3 has-focus-visible:ring-brand-200',
                      disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-slate-400',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      value={option.value}
                      checked={mode === option.value}
                      disabled={disabled}
                      aria-describedby={hintId}
                      onChange={() => onChange({ ...value, mode: option.value })}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-ink">{option.label}</span>
                      <span id={hintId} className="block text-xs text-ink-muted">
                        {disabled ? generatorMessages.likenessNeedsGemini : option.hint}
                      </span>
                    </span>
                  </label>
                )
              })}
            </div>
          </fieldset>
          {mode === 'authentic' && (
            <SelectField
              label="Framing"
              hint={FRAMING_HINT}
              value={value.framing ?? DEFAULT_PERSONA_FRAMING}
              onChange={(event) => onChange({ ...value, framing: event.target.value as PersonaFraming })}
              options={FRAMING_OPTIONS}
            />
          )}
          <SelectField
            label="Expression"
            hint={EXPRESSION_HINT}
            value={value.expression}
            onChange={(event) => onChange({ ...value, expression: event.target.value as Expression })}
            options={expressionOptions}
          />
        </>
      )}
    </div>
  )
}
