import { useId, useState } from 'react'
import { type Control, Controller, useWatch } from 'react-hook-form'
import { DEFAULT_LOGO_URL } from '#shared/content/messages.ts'
import { Switch } from '#web/components/ui/switch.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { fieldProps } from '#web/features/content/editors/field-errors.ts'
import { sectionApi } from '#web/features/content/editors/section-api.ts'
import { SectionEditor, type SectionFormValues } from '#web/features/content/editors/section-editor.tsx'

const api = sectionApi('navlogo')

/** A logo preview; an address that fails to load shows the default logo instead (spec §2). */
function LogoPreview({ label, src, alt }: { label: string; src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const shown = !src || failed === src ? DEFAULT_LOGO_URL : src
  const captionId = useId()
  return (
    <figure className="space-y-2" aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm font-medium text-ink">
        {label}
      </figcaption>
      {/* White like the site header the logo sits in. */}
      <div className="flex h-20 items-center justify-center rounded-lg border border-slate-200 bg-surface p-3">
        <img
          src={shown}
          alt={alt || 'Logo preview'}
          className="max-h-full max-w-full object-contain"
          onError={() => setFailed(src)}
        />
      </div>
    </figure>
  )
}

function LogoPreviews({ control }: { control: Control<SectionFormValues<'navlogo'>> }) {
  const [url = '', alt = '', mobileUrl = '', mobileAlt = ''] = useWatch({
    control,
    name: ['url', 'alt', 'mobileUrl', 'mobileAlt'],
  })
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <LogoPreview label="Desktop preview" src={url} alt={alt} />
      <LogoPreview label="Mobile preview" src={mobileUrl} alt={mobileAlt} />
    </div>
  )
}

/** Logo Update panel: desktop and mobile logos with previews, and whether the header shows one. */
export function LogoEditor() {
  return (
    <SectionEditor
      api={api}
      title="Logo Management"
      intro="The logo in the site header; the mobile one shows on small screens."
      toggleLabel={(isActive) => (isActive ? 'Deactivate Logo' : 'Activate Logo')}
    >
      {(form) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Desktop Logo URL" {...fieldProps(form, 'url')} />
            <TextField label="Desktop Logo Alt Text" {...fieldProps(form, 'alt')} />
            <TextField label="Mobile Logo URL" {...fieldProps(form, 'mobileUrl')} />
            <TextField label="Mobile Logo Alt Text" {...fieldProps(form, 'mobileAlt')} />
          </div>
          <LogoPreviews control={form.control} />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch label="Logo Active" checked={field.value ?? false} onCheckedChange={field.onChange} />
            )}
          />
        </>
      )}
    </SectionEditor>
  )
}
