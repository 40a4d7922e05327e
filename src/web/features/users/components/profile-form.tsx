import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { Me } from '#shared/users/me.ts'
import { profileMessages } from '#shared/users/messages.ts'
import { type ProfileUpdate, profileUpdateSchema } from '#shared/users/profile.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useUpdateProfile } from '#web/features/users/api/profile.ts'
import { isApiError } from '#web/lib/api.ts'
import type { Notice } from './profile-photo.tsx'

type ProfileFields = Pick<Me, 'name' | 'email' | 'aboutMe' | 'address' | 'phone' | 'city' | 'country'>

const toForm = (me: ProfileFields): ProfileUpdate => ({
  name: me.name,
  aboutMe: me.aboutMe ?? '',
  address: me.address ?? '',
  phone: me.phone ?? '',
  city: me.city ?? '',
  country: me.country ?? '',
})

/** The Account settings form; the e-mail is shown but is the sign-in identity, so it never changes here. */
export function ProfileForm({ me, onNotice }: { me: ProfileFields; onNotice: (notice: Notice) => void }) {
  const update = useUpdateProfile()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), defaultValues: toForm(me) })

  const onSubmit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => onNotice({ tone: 'success', text: profileMessages.profileUpdated }),
      onError: (error) =>
        onNotice({
          tone: 'error',
          text: isApiError(error)
            ? profileMessages.profileUpdateFailed(error.message)
            : profileMessages.profileUpdateError,
        }),
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        value={me.email}
        disabled
        readOnly
        hint={profileMessages.emailReadOnly}
      />
      <TextAreaField
        label="About Me"
        className="sm:col-span-2"
        rows={4}
        error={errors.aboutMe?.message}
        {...register('aboutMe')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Country"
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4" />}
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
