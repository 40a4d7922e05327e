import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor, nextId } from '#web/features/content/editors/list-editor.tsx'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('footer-section')

/** Footer Section panel: logo, texts, useful and social links (at least one each), copyright HTML. */
export function FooterEditor() {
  return (
    <SectionEditor api={api} title="Footer Section" intro="The footer on every public page.">
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Logo URL" {...fieldProps(form, 'logo.url')} />
            <TextField label="Logo Alt Text" {...fieldProps(form, 'logo.alt')} />
            <TextAreaField
              label="Description"
              className="md:col-span-2"
              {...fieldProps(form, 'description')}
            />
            <TextField label="Connect Title" {...fieldProps(form, 'connectSection.title')} />
            <TextField label="Connect Description" {...fieldProps(form, 'connectSection.description')} />
          </div>
          <ListEditor
            control={form.control}
            name="usefulLinks"
            legend="Useful Links"
            itemName="Useful Link"
            newItem={() => ({ id: nextId(form.getValues('usefulLinks')), text: '', url: '' })}
          >
            {(index) => (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField label="Text" {...fieldProps(form, `usefulLinks.${index}.text`)} />
                <TextField label="URL" {...fieldProps(form, `usefulLinks.${index}.url`)} />
              </div>
            )}
          </ListEditor>
          <ListEditor
            control={form.control}
            name="socialLinks"
            legend="Social Links"
            itemName="Social Link"
            newItem={() => ({ id: nextId(form.getValues('socialLinks')), icon: '', url: '' })}
          >
            {(index) => (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField
                  label="Icon"
                  hint="A Font Awesome class, e.g. fab fa-youtube"
                  {...fieldProps(form, `socialLinks.${index}.icon`)}
                />
                <TextField label="URL" {...fieldProps(form, `socialLinks.${index}.url`)} />
              </div>
            )}
          </ListEditor>
          <TextAreaField
            label="Copyright"
            hint="HTML allowed: bold, italics and links. Anything else is removed when saved."
            {...fieldProps(form, 'copyright')}
          />
        </>
      )}
    </SectionEditor>
  )
}
