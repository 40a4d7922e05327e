import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/** The users feature's Settings panel: the admin's own account (issue 6). */
export const usersSettingsPanels: SettingsPanel[] = [
  {
    key: 'account',
    label: 'Account',
    order: 1,
    load: async () => (await import('#web/features/users/components/account-settings.tsx')).AccountSettings,
  },
]
