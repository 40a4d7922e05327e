import { useSearchParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { PanelOutlet } from '#web/features/admin/settings/panel-outlet.tsx'
import { settingsPanels } from '#web/features/admin/settings/panels.ts'
import { menuPanels, selectPanel } from '#web/features/admin/settings/select-panel.ts'
import { SettingsMenu } from '#web/features/admin/settings/settings-menu.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import type { SettingsPanel } from '#web/lib/settings-panel.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export const USER_LOAD_FAILED = 'User data could not be loaded. Please try again later.'

/**
 * The Settings panel switcher (admin-and-items.md §2): the route stays /admin/settings and the
 * panel lives in `?panel=`, so a panel is linkable and Back returns to the previous one.
 */
export function SettingsSwitcher({ panels }: { panels: readonly SettingsPanel[] }) {
  const { me, isResolving } = useMe()
  const [params, setParams] = useSearchParams()
  const current = selectPanel(panels, params.get('panel'))

  if (isResolving) return <Loader label="Loading settings..." />
  // A failed refetch keeps the last good user, so only a missing user is a failure here.
  if (!me) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Alert>{USER_LOAD_FAILED}</Alert>
      </div>
    )
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <h1 className="sr-only">Settings</h1>
      <aside>
        <SettingsMenu
          me={me}
          entries={menuPanels(panels)}
          activeKey={current?.key}
          onSelect={(key) => setParams({ panel: key })}
        />
      </aside>
      <section aria-label={current?.label ?? 'Settings'} className="min-w-0">
        {current ? (
          <PanelOutlet key={current.key} panel={current} />
        ) : (
          <p className="text-ink-muted">No settings panels are available yet.</p>
        )}
      </section>
    </div>
  )
}

export function SettingsPage() {
  usePageTitle('Settings')
  return <SettingsSwitcher panels={settingsPanels} />
}
