import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor, nextId, StringListEditor } from '#web/features/content/editors/list-editor.tsx'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('about-section')

/** About Section panel: texts, button, the image list (at least one) and the bullet points. */
export function AboutEditor() {
  return (
    <SectionEditor api={api} title="About Section" intro="The about block on the home page.">
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Sub Title" {...fieldProps(form, 'subTitle')} />
            <TextField label="Main Title" {...fieldProps(form, 'mainTitle')} />
            <TextAreaField
              label="Description"
              className="md:col-span-2"
              {...fieldProps(form, 'description')}
            />
            <TextField label="Button Text" {...fieldProps(form, 'buttonText')} />
            <TextField label="Button Link" {...fieldProps(form, 'buttonLink')} />
            <TextField
              label="Background Image URL"
              className="md:col-span-2"
              {...fieldProps(form, 'backgroundImage')}
            />
          </div>
          <ListEditor
            control={form.control}
            name="images"
            legend="Images"
            itemName="Image"
            newItem={() => ({ id: nextId(form.getValues('images')), url: '', alt: '' })}
          >
            {(index) => (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField label="Image URL" {...fieldProps(form, `images.${index}.url`)} />
                <TextField label="Alt Text" {...fieldProps(form, `images.${index}.alt`)} />
              </div>
            )}
          </ListEditor>
          <StringListEditor
            control={form.control}
            name="features"
            legend="Feature Points"
            itemName="Point"
            inputLabel="Text"
            minItems={0}
          />
        </>
      )}
    </SectionEditor>
  )
}
