import { useState } from 'react'
import { showcaseMessages as m } from '#shared/content/showcase.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { Switch } from '#web/components/ui/switch.tsx'
import { useSetShowcaseConsent } from '#web/features/generator/api/set-showcase-consent.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

/**
 * 'Allow in the shop's showcase': the operator may show this thumbnail on the home page only while
 * it is on. Turning it off takes the thumbnail out of the showcase at once.
 */
export function ShowcaseConsent({ generation }: { generation: Generation }) {
  const [allowed, setAllowed] = useState(generation.showcaseAllowed === true)
  const consent = useSetShowcaseConsent(generation.id)
  return (
    <Switch
      label={m.allowLabel}
      hint="The shop may show it on its home page. Turn it off to take it down."
      checked={allowed}
      disabled={consent.isPending}
      onCheckedChange={(next) => {
        setAllowed(next)
        consent.mutate(next, {
          onSuccess: (view) => notifySuccess(view.message),
          onError: (error) => {
            setAllowed(!next)
            notifyError(error.message)
          },
        })
      }}
    />
  )
}
