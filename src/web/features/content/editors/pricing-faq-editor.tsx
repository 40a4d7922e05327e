import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { ListEditor, nextId } from '#web/features/content/editors/list-editor.tsx'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('pricing-faq')

/** Pricing FAQ panel (issue 29): the questions under the packages on /pricing, at least one. */
export function PricingFaqEditor() {
  return (
    <SectionEditor
      api={api}
      title="Pricing FAQ"
      intro="The questions and answers under the packages on /pricing. Plain text; keep each answer true."
      toggleLabel={(isActive) => (isActive ? 'Hide' : 'Show')}
    >
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Sub Title" {...fieldProps(form, 'subTitle')} />
            <TextField label="Main Title" required {...fieldProps(form, 'mainTitle')} />
          </div>
          <ListEditor
            control={form.control}
            name="faqs"
            legend="Questions"
            itemName="Question"
            newItem={() => ({ id: nextId(form.getValues('faqs')), question: '', answer: '' })}
          >
            {(index) => (
              <div className="grid gap-3">
                <TextField label="Question" required {...fieldProps(form, `faqs.${index}.question`)} />
                <TextAreaField label="Answer" required {...fieldProps(form, `faqs.${index}.answer`)} />
              </div>
            )}
          </ListEditor>
        </>
      )}
    </SectionEditor>
  )
}
