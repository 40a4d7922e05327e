import type { ComponentProps } from 'react'
import { TextField } from './text-field.tsx'

type SecretFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'hint' | 'placeholder'> & {
  /** The stored secret as the server shows it (never the secret itself), as the placeholder. */
  masked: string | null | undefined
  /** Whether a secret is stored: blank then means 'keep it'. */
  isSet: boolean
}

/**
 * A sealed secret's input (PayPal's, Google's): write-only, its stored value shown only masked, and
 * left blank to keep what is stored.
 */
export function SecretField({ masked, isSet, ...props }: SecretFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      placeholder={masked ?? ''}
      hint={
        isSet ? 'A secret is stored (it is never shown). Leave blank to keep it.' : 'No secret is stored yet.'
      }
      {...props}
    />
  )
}
