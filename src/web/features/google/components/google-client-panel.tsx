import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import {
  type AdminGoogleClient,
  type GoogleClientInput,
  googleClientInputSchema,
  googleClientMessages,
} from '#shared/google/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SecretField } from '#web/components/ui/secret-field.tsx'
import { Loader, Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useGoogleClient, useSaveGoogleClient } from '#web/features/google/api/google-client.ts'
import { isNetworkError } from '#web/lib/api.ts'
import { useFlash } from '#web/lib/use-flash.ts'

const toForm = (client: AdminGoogleClient): GoogleClientInput => ({
  clientId: client.clientId,
  clientSecret: '',
})

/** A value to copy into Google Cloud's console, exactly as written. */
function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-ink">{label}</p>
      <code className="block break-all rounded-md bg-slate-100 px-3 py-2 text-sm">{value}</code>
    </div>
  )
}

function GoogleClientForm({ client }: { client: AdminGoogleClient }) {
  const save = useSaveGoogleClient()
  const { flash, show } = useFlash(3000)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GoogleClientInput>({
    resolver: zodResolver(googleClientInputSchema),
    defaultValues: toForm(client),
  })
  useEffect(() => reset(toForm(client)), [client, reset])

  const onSave = handleSubmit((input) =>
    save.mutate(
      { clientId: input.clientId, clientSecret: input.clientSecret?.trim() ? input.clientSecret : undefined },
      {
        onSuccess: (saved) =>
          show('success', saved.configured ? googleClientMessages.saved : googleClientMessages.cleared),
        onError: (error) => {
          const { message } = error
          show('error', isNetworkError(error) ? 'Could not reach the server. Please try again.' : message)
        },
      },
    ),
  )

  return (
    <form noValidate onSubmit={onSave} className="space-y-6" aria-label="Google OAuth client">
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
      <Card className="space-y-4 p-6">
        <p className="text-sm text-ink-muted">
          {client.configured
            ? 'Sign in with Google is offered on the sign-in and sign-up pages.'
            : 'Sign in with Google is off until a client ID and secret are saved.'}{' '}
          In Google Cloud › APIs &amp; Services › Credentials, create an OAuth client of type “Web
          application” and register these two values. The YouTube connection will use the same client.
        </p>
        <CopyValue label="Authorized JavaScript origin" value={client.origin} />
        <CopyValue label="Authorized redirect URI" value={client.redirectUri} />
        <TextField
          label="Client ID"
          autoComplete="off"
          error={errors.clientId?.message}
          {...register('clientId')}
        />
        <SecretField
          label="Client Secret"
          masked={client.clientSecretMasked}
          isSet={client.clientSecretSet}
          error={errors.clientSecret?.message}
          {...register('clientSecret')}
        />
        <p className="text-sm text-ink-muted">
          Clear the client ID and save to turn Sign in with Google off.
        </p>
      </Card>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save
      </Button>
    </form>
  )
}

/** Admin › Settings › Google: the shop's Google OAuth client (issue 29 item 9). */
export function GoogleClientPanel() {
  const client = useGoogleClient()
  return (
    <section aria-labelledby="google-client-heading" className="space-y-4">
      <h2 id="google-client-heading" className="text-2xl font-bold">
        Google Sign-in
      </h2>
      {client.isPending ? (
        <Loader label="Loading Google settings..." />
      ) : client.isError ? (
        <Alert>Could not load the Google settings. Please try again.</Alert>
      ) : (
        <GoogleClientForm client={client.data} />
      )}
    </section>
  )
}
