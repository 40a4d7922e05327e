import { RequireUser } from '#web/components/guards/require-user.tsx'
import { AccountSettings } from '#web/features/users/components/account-settings.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /update-profile: Account Settings for every signed-in user; a visitor is sent to sign in first. */
export function UpdateProfilePage() {
  usePageTitle('Account Settings')
  return (
    <RequireUser>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-8">
        <AccountSettings headingLevel={1} />
      </div>
    </RequireUser>
  )
}
