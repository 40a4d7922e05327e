import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor, nextId } from '#web/features/content/editors/list-editor.tsx'
import { type SectionApi, sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

type LegalKey = 'terms-page' | 'privacy-page'

const BODY_HINT = "Plain text. A blank line starts a new paragraph; lines that start with '- ' make a list."

/** The Terms Page and Privacy Page panels (issue 29): one form, the page's title, intro and parts. */
function LegalPageEditor({ api, title, page }: { api: SectionApi<LegalKey>; title: string; page: string }) {
  return (
    <SectionEditor
      api={api}
      title={title}
      intro={`What visitors read on ${page}. The page shows the date of your last save.`}
      toggleLabel={(isActive) => (isActive ? 'Unpublish' : 'Publish')}
    >
      {(form) => (
        <>
          <div className="grid gap-4">
            <TextField label="Title" required {...fieldProps(form, 'title')} />
            <TextAreaField
              label="Description"
              hint="The introduction under the title, and the text search engines show."
              {...fieldProps(form, 'description')}
            />
          </div>
          <ListEditor
            control={form.control}
            name="sections"
            legend="Sections"
            itemName="Section"
            newItem={() => ({ id: nextId(form.getValues('sections')), heading: '', body: '' })}
          >
            {(index) => (
              <div className="grid gap-3">
                <TextField label="Heading" required {...fieldProps(form, `sections.${index}.heading`)} />
                <TextAreaField
                  label="Text"
                  required
                  hint={BODY_HINT}
                  rows={8}
                  {...fieldProps(form, `sections.${index}.body`)}
                />
              </div>
            )}
          </ListEditor>
        </>
      )}
    </SectionEditor>
  )
}

const termsApi = sectionApi('terms-page')
const privacyApi = sectionApi('privacy-page')

export const TermsPageEditor = () => <LegalPageEditor api={termsApi} title="Terms Page" page="/terms" />
export const PrivacyPageEditor = () => (
  <LegalPageEditor api={privacyApi} title="Privacy Page" page="/privacy" />
)
