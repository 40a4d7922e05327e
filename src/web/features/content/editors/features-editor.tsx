import { DEFAULT_FEATURE_ICON } from '#shared/content/messages.ts'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor, nextId } from '#web/features/content/editors/list-editor.tsx'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('features-section')

/** Featured Section panel: headings and the feature cards (at least one). */
export function FeaturesEditor() {
  return (
    <SectionEditor api={api} title="Featured Section" intro="The feature cards under the banner.">
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Sub Title" {...fieldProps(form, 'subTitle')} />
            <TextField label="Main Title" {...fieldProps(form, 'mainTitle')} />
          </div>
          <ListEditor
            control={form.control}
            name="features"
            legend="Features"
            itemName="Feature"
            newItem={() => ({
              id: nextId(form.getValues('features')),
              icon: DEFAULT_FEATURE_ICON,
              title: '',
              description: '',
            })}
          >
            {(index) => (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField label="Title" {...fieldProps(form, `features.${index}.title`)} />
                <TextField
                  label="Icon"
                  hint="An icon name, e.g. sparkles"
                  {...fieldProps(form, `features.${index}.icon`)}
                />
                <TextAreaField
                  label="Description"
                  className="md:col-span-2"
                  {...fieldProps(form, `features.${index}.description`)}
                />
              </div>
            )}
          </ListEditor>
        </>
      )}
    </SectionEditor>
  )
}
