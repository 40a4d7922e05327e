import { Controller, useForm } from 'react-hook-form'
import {
  AI_PROVIDERS,
  geminiKeyMessages,
  generatorMessages,
  WHEN_UNAVAILABLE,
} from '#shared/generator/defaults.ts'
import { type AiSettings, type AiSettingsUpdate, aiSettingsUpdateSchema } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useUpdateAiSettings } from '#web/features/generator/api/update-ai-settings.ts'
import { ImageModelField } from '#web/features/generator/components/image-model-field.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { outputResolver } from '#web/features/generator/lib/form-values.ts'
import { useFlash } from '#web/lib/use-flash.ts'

const resolver = outputResolver<AiSettingsUpdate>(aiSettingsUpdateSchema)

const providerLabels: Record<(typeof AI_PROVIDERS)[number], string> = {
  auto: 'Automatic: Gemini when an active key exists, otherwise offline',
  gemini: 'Gemini only',
  offline: 'Offline renderer only (no AI calls)',
}

const whenUnavailableLabels: Record<(typeof WHEN_UNAVAILABLE)[number], string> = {
  refuse: 'Refuse: the run fails and its credits are refunded',
  offline: 'Fall back to the offline renderer (the result says so; its credit is spent)',
}

const effectiveText = (settings: AiSettings) =>
  settings.effectiveProvider === null
    ? `Right now: Gemini is chosen but no key is active, so generating answers '${generatorMessages.noApiKeys}'.`
    : `Right now: ${settings.effectiveProvider === 'gemini' ? 'Gemini' : 'the offline renderer'} runs (${settings.activeKeyCount} active ${settings.activeKeyCount === 1 ? 'key' : 'keys'}).`

/** Which provider runs and which Gemini models it calls. */
export function AiSettingsForm({ settings }: { settings: AiSettings }) {
  const update = useUpdateAiSettings()
  const { flash, show } = useFlash()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AiSettingsUpdate>({
    resolver,
    values: {
      provider: settings.provider,
      imageModel: settings.imageModel,
      textModel: settings.textModel,
      whenUnavailable: settings.whenUnavailable,
    },
  })

  const onSubmit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => show('success', geminiKeyMessages.settingsSaved),
      onError: (error) => show('error', geminiKeyMessages.error(errorText(error))),
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="AI settings" className="space-y-4">
      <p data-testid="ai-effective-provider" className="text-sm text-ink-muted">
        {effectiveText(settings)}
      </p>
      <SelectField
        label="Provider"
        options={AI_PROVIDERS.map((provider) => ({ value: provider, label: providerLabels[provider] }))}
        {...register('provider')}
      />
      <Controller
        control={control}
        name="imageModel"
        render={({ field }) => (
          <ImageModelField value={field.value} onChange={field.onChange} error={errors.imageModel?.message} />
        )}
      />
      <TextField label="Text model" error={errors.textModel?.message} {...register('textModel')} />
      <SelectField
        label="When every Gemini key fails"
        options={WHEN_UNAVAILABLE.map((choice) => ({ value: choice, label: whenUnavailableLabels[choice] }))}
        {...register('whenUnavailable')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner className="size-4" />}
        Save
      </Button>
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
    </form>
  )
}
