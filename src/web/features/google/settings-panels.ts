import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/** The Google OAuth client (issue 29 item 9), after Paypal Setup and before Packages. */
export const googleSettingsPanels: SettingsPanel[] = [
  {
    key: 'google',
    label: 'Google Sign-in',
    order: 8.7,
    load: async () =>
      (await import('#web/features/google/components/google-client-panel.tsx')).GoogleClientPanel,
  },
]
