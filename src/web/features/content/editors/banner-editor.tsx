import { type Control, useWatch } from 'react-hook-form'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { BannerPreview } from '#web/features/content/editors/banner-preview.tsx'
import { BannerStats } from '#web/features/content/editors/banner-stats.tsx'
import { BANNER_ALERT_MS } from '#web/features/content/editors/editor-messages.ts'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor, type SectionFormValues } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('banner-section')

function LivePreview({ control }: { control: Control<SectionFormValues<'banner-section'>> }) {
  return <BannerPreview values={useWatch({ control })} />
}

/**
 * Banner Section panel (also the internal `homeBanner`): one editor with everything both of the
 * spec's variants have — stats strip, button configuration, HTML main title and a live preview.
 */
export function BannerEditor() {
  return (
    <SectionEditor
      api={api}
      title="Banner Section Management"
      intro="The first thing a visitor sees on the home page."
      alertMs={BANNER_ALERT_MS}
      canSave={(values) => Boolean(values.mainTitle?.trim())}
      header={<BannerStats />}
    >
      {(form) => (
        <div className="grid gap-6 xl:grid-cols-2">
          <div className="space-y-4">
            <TextField label="Sub Title" {...fieldProps(form, 'subTitle')} />
            <TextAreaField
              label="Main Title"
              required
              hint="HTML allowed: bold, italics and links. Anything else is removed when saved."
              {...fieldProps(form, 'mainTitle')}
            />
            <TextField label="Highlight Text" {...fieldProps(form, 'highlightText')} />
            <TextAreaField label="Description" {...fieldProps(form, 'description')} />
            <TextField
              label="YouTube URL"
              hint="A youtube.com/watch, /embed or youtu.be link; leave empty to show the background image"
              {...fieldProps(form, 'youtubeUrl')}
            />
            <TextField
              label="Background Image URL"
              hint="An image address ending in jpg, jpeg, png, gif or webp"
              {...fieldProps(form, 'backgroundImage')}
            />
            <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">Button Configuration</legend>
              <p className="text-xs text-ink-muted">
                Signed-in visitors see this button; signed-out visitors see 'Create Account Now'.
              </p>
              <TextField label="Button Text" {...fieldProps(form, 'buttonText')} />
              <TextField label="Button Link" {...fieldProps(form, 'buttonLink')} />
            </fieldset>
          </div>
          <LivePreview control={form.control} />
        </div>
      )}
    </SectionEditor>
  )
}
