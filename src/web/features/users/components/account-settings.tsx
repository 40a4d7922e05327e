import { useState } from 'react'
import { Alert } from '#web/components/ui/alert.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { ThemeSwitcher } from '#web/components/ui/theme-switcher.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import { ProfileForm } from './profile-form.tsx'
import { type Notice, ProfilePhoto } from './profile-photo.tsx'

/**
 * Account Settings (admin-and-items.md §2): the same component is the Settings switcher's Account
 * panel and the page at /update-profile.
 */
export function AccountSettings({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  // On /update-profile this is the page's only heading; inside Settings the page has its own h1.
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const { me, isResolving } = useMe()
  const [notice, setNotice] = useState<Notice | null>(null)
  if (isResolving) return <Loader />
  if (!me) return <Alert>User data could not be loaded. Please try again later.</Alert>
  return (
    <Card aria-labelledby="account-settings-heading" className="space-y-6 p-6 sm:p-8">
      <div>
        <Heading id="account-settings-heading" className="text-xl font-semibold">
          Account Settings
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">Your photo and the details we show on your account.</p>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ProfilePhoto me={me} onNotice={setNotice} />
      {/* Keyed by user so a different account never inherits another's unsaved form. */}
      <ProfileForm key={me.id} me={me} onNotice={setNotice} />
      <Appearance heading={headingLevel === 1 ? 'h2' : 'h3'} />
    </Card>
  )
}

/** The theme is the browser's, not the account's: it is remembered here, like the header's switcher. */
function Appearance({ heading: Heading }: { heading: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby="appearance-heading" className="space-y-3 border-t border-slate-200 pt-6">
      <div>
        <Heading id="appearance-heading" className="font-semibold">
          Appearance
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">
          Light, dark, or the same as your device. Remembered in this browser.
        </p>
      </div>
      <ThemeSwitcher labelled />
    </section>
  )
}
