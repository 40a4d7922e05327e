import { SelectField, TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor } from '#web/features/content/editors/list-editor.tsx'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('contact-page')

/** ContactPageAdmin (no menu entry): the /contact page's texts, image and contact details. */
export function ContactPageEditor() {
  return (
    <SectionEditor api={api} title="Contact Page" intro="What visitors see on /contact.">
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" required {...fieldProps(form, 'title')} />
            <TextField label="Image URL" {...fieldProps(form, 'imageUrl')} />
            <TextAreaField label="Subtitle" className="md:col-span-2" {...fieldProps(form, 'subtitle')} />
            <TextAreaField
              label="Description"
              className="md:col-span-2"
              {...fieldProps(form, 'description')}
            />
          </div>
          <ListEditor
            control={form.control}
            name="contactInfo"
            legend="Contact Information"
            itemName="Contact"
            minItems={0}
            newItem={() => ({ type: 'email' as const, icon: '', value: '', label: '' })}
          >
            {(index) => (
              <div className="grid gap-3 md:grid-cols-2">
                <SelectField
                  label="Type"
                  options={[
                    { value: 'phone', label: 'Phone' },
                    { value: 'email', label: 'Email' },
                  ]}
                  {...fieldProps(form, `contactInfo.${index}.type`)}
                />
                <TextField label="Label" {...fieldProps(form, `contactInfo.${index}.label`)} />
                <TextField label="Value" {...fieldProps(form, `contactInfo.${index}.value`)} />
                <TextField label="Icon" {...fieldProps(form, `contactInfo.${index}.icon`)} />
              </div>
            )}
          </ListEditor>
        </>
      )}
    </SectionEditor>
  )
}
