import { Lightbulb } from 'lucide-react'
import type { Catalog } from '#shared/generator/schemas.ts'
import { templatesFor } from '#shared/generator/template-people.ts'
import { SelectField } from '#web/components/ui/fields.tsx'

type CategoryFieldProps = {
  categories: Catalog['categories']
  value: string
  onChange: (category: string) => void
  onUseTemplate: (template: string) => void
  /** The creator's real photo is the subject ('authentic' persona): offer only ideas without people. */
  withoutPeople?: boolean
  error?: string
}

/** The required category, and once one is chosen its prompt templates as one-click starting points. */
export function CategoryField({
  categories,
  value,
  onChange,
  onUseTemplate,
  withoutPeople = false,
  error,
}: CategoryFieldProps) {
  const templates = templatesFor(
    categories.find((category) => category.name === value)?.templates ?? [],
    withoutPeople,
  )
  return (
    <div className="space-y-3">
      <SelectField
        label="Category"
        required
        value={value}
        error={error}
        placeholder="Select a category"
        options={categories.map((category) => category.name)}
        onChange={(event) => onChange(event.target.value)}
      />
      {templates.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-canvas p-3">
          <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
            <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
            Template ideas for {value} ({templates.length})
          </summary>
          <ul className="mt-3 max-h-64 space-y-1.5 overflow-y-auto">
            {templates.map((template) => (
              <li key={template}>
                <button
                  type="button"
                  onClick={() => onUseTemplate(template)}
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm text-ink hover:bg-surface focus-visible:bg-surface"
                >
                  {template}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
