import { DEFAULT_AVATAR_URL } from '#shared/content/messages.ts'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor, nextId } from '#web/features/content/editors/list-editor.tsx'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('testimonials-section')

/** Testimonials Section panel: headings, background and the testimonials (at least one). */
export function TestimonialsEditor() {
  return (
    <SectionEditor
      api={api}
      title="Testimonials Section"
      intro="The testimonials carousel on the home page."
      // The section's heading on the home page; saving it empty would leave a blank heading there.
      canSave={(values) => Boolean(values.mainTitle?.trim())}
    >
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Sub Title" {...fieldProps(form, 'subTitle')} />
            <TextField label="Main Title" required {...fieldProps(form, 'mainTitle')} />
            <TextField
              label="Background Image URL"
              className="md:col-span-2"
              {...fieldProps(form, 'backgroundImage')}
            />
          </div>
          <ListEditor
            control={form.control}
            name="testimonials"
            legend="Testimonials"
            itemName="Testimonial"
            newItem={() => ({
              id: nextId(form.getValues('testimonials')),
              image: DEFAULT_AVATAR_URL,
              name: '',
              designation: '',
              content: '',
            })}
          >
            {(index) => (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField label="Name" {...fieldProps(form, `testimonials.${index}.name`)} />
                <TextField label="Designation" {...fieldProps(form, `testimonials.${index}.designation`)} />
                <TextField
                  label="Image URL"
                  hint="Leave the default for the standard avatar"
                  className="md:col-span-2"
                  {...fieldProps(form, `testimonials.${index}.image`)}
                />
                <TextAreaField
                  label="Content"
                  className="md:col-span-2"
                  {...fieldProps(form, `testimonials.${index}.content`)}
                />
              </div>
            )}
          </ListEditor>
        </>
      )}
    </SectionEditor>
  )
}
