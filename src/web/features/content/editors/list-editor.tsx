import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  get,
  type Path,
  useController,
  useFieldArray,
  useFormState,
} from 'react-hook-form'
import { Button } from '#web/components/ui/button.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'

type ListFrameProps = {
  /** The group's heading, e.g. 'Features'. */
  legend: string
  /** One entry's name, e.g. 'Feature': 'Add Feature', 'Remove Feature 2'. */
  itemName: string
  /** A stable React key per entry. */
  keys: readonly string[]
  onAdd: () => void
  onRemove: (index: number) => void
  /**
   * The fewest entries the list may keep: 1 for the spec's lists (features, images, testimonials,
   * useful links, social links), 0 for lists the site can show empty (contact info, about bullets).
   */
  minItems?: 0 | 1
  /** The server's (or the schema's) message about the list as a whole. */
  error?: string
  children: (index: number) => ReactNode
}

/**
 * Every list in the landing-page editors: numbered entries with Remove, and Add at the end.
 * Remove is disabled at the minimum, because the server refuses a list below it
 * ('At least one ... is required').
 */
function ListFrame({
  legend,
  itemName,
  keys,
  onAdd,
  onRemove,
  minItems = 1,
  error,
  children,
}: ListFrameProps) {
  const errorId = `${legend.replaceAll(' ', '-').toLowerCase()}-list-error`
  const atMinimum = keys.length <= minItems
  return (
    <fieldset
      className="space-y-3 rounded-xl border border-slate-200 p-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ol className="space-y-3">
        {keys.map((key, index) => (
          <li key={key} className="rounded-lg bg-canvas p-3">
            <fieldset className="space-y-3">
              <legend className="sr-only">{`${itemName} ${index + 1}`}</legend>
              <div className="flex items-center justify-between gap-2">
                <span
                  aria-hidden="true"
                  className="text-xs font-semibold tracking-wide text-ink-muted uppercase"
                >
                  {`${itemName} ${index + 1}`}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${itemName} ${index + 1}`}
                  disabled={atMinimum}
                  title={atMinimum ? `At least one ${itemName.toLowerCase()} is needed` : undefined}
                  onClick={() => onRemove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
              {children(index)}
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {`Add ${itemName}`}
      </Button>
    </fieldset>
  )
}

/** A list-level error sits on the array (server issue path `features`) or its `root` (the resolver's). */
function useListError<T extends FieldValues>(control: Control<T>, name: string): string | undefined {
  const { errors } = useFormState({ control })
  const error: { message?: unknown; root?: { message?: unknown } } | undefined = get(errors, name)
  const message = error?.root?.message ?? error?.message
  return typeof message === 'string' && message ? message : undefined
}

type ListEditorProps<T extends FieldValues, N extends ArrayPath<T>> = Omit<
  ListFrameProps,
  'keys' | 'onAdd' | 'onRemove' | 'error'
> & {
  control: Control<T>
  name: N
  /** A blank entry for Add. */
  newItem: () => FieldArray<T, N>
}

/** A list of objects (features, images, testimonials, links, contact info); inputs register `${name}.${index}.field`. */
export function ListEditor<T extends FieldValues, N extends ArrayPath<T>>({
  control,
  name,
  newItem,
  ...frame
}: ListEditorProps<T, N>) {
  const { fields, append, remove } = useFieldArray({ control, name })
  const error = useListError(control, name)
  return (
    <ListFrame
      {...frame}
      keys={fields.map((field) => field.id)}
      onAdd={() => append(newItem())}
      onRemove={remove}
      error={error}
    />
  )
}

/**
 * A list of plain strings (the about section's bullet points). react-hook-form's field arrays take
 * objects only, so this one edits the array as a single controlled value.
 */
export function StringListEditor<T extends FieldValues>({
  control,
  name,
  inputLabel,
  ...frame
}: Omit<ListFrameProps, 'keys' | 'onAdd' | 'onRemove' | 'error' | 'children'> & {
  control: Control<T>
  name: Path<T>
  inputLabel: string
}) {
  const { field, fieldState } = useController({ control, name })
  const items: string[] = Array.isArray(field.value) ? field.value : []
  const errorAt = (index: number): string | undefined => {
    const entry: { message?: unknown } | undefined = get(fieldState.error, String(index))
    return typeof entry?.message === 'string' ? entry.message : undefined
  }
  return (
    <ListFrame
      {...frame}
      // Controlled inputs hold no DOM state of their own, so position keys are safe here.
      keys={items.map((_, index) => String(index))}
      onAdd={() => field.onChange([...items, ''])}
      onRemove={(index) => field.onChange(items.filter((_, i) => i !== index))}
      error={fieldState.error?.root?.message ?? fieldState.error?.message}
    >
      {(index) => (
        <TextField
          label={inputLabel}
          value={items[index] ?? ''}
          error={errorAt(index)}
          onChange={(event) =>
            field.onChange(items.map((item, i) => (i === index ? event.target.value : item)))
          }
          onBlur={field.onBlur}
        />
      )}
    </ListFrame>
  )
}

/** The next free numeric id in a list whose entries carry `id` (max + 1, so ids never repeat). */
export const nextId = (items: readonly { id?: unknown }[] | undefined): number =>
  Math.max(0, ...(items ?? []).map((item) => (typeof item.id === 'number' ? item.id : 0))) + 1
