import { Controller } from 'react-hook-form'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'
import { ShowcaseItems } from '#web/features/content/editors/showcase-items.tsx'

const api = sectionApi('showcase-section')

/** Showcase panel: the section's texts and switch, then its thumbnails (issue 29, item 1). */
export function ShowcaseEditor() {
  return (
    <div className="space-y-6">
      <SectionEditor
        api={api}
        title="Showcase Section"
        intro="Thumbnails this shop made, on the home page: the ones it drew at first start and results creators allowed."
      >
        {(form) => (
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Sub Title" {...fieldProps(form, 'subTitle')} />
            <TextField label="Main Title" {...fieldProps(form, 'mainTitle')} />
            <TextAreaField
              label="Description"
              className="md:col-span-2"
              {...fieldProps(form, 'description')}
            />
            <Controller
              control={form.control}
              name="useInSections"
              render={({ field }) => (
                <Switch
                  className="md:col-span-2"
                  label="Show showcase thumbnails in the banner, features and about sections"
                  hint="Off: those sections show their own pictures."
                  checked={field.value !== false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        )}
      </SectionEditor>
      <ShowcaseItems />
    </div>
  )
}
