import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/** Publishing to YouTube (issue 30): after Google Sign-in, whose OAuth client it uses. */
export const youtubeSettingsPanels: SettingsPanel[] = [
  {
    key: 'youtube',
    label: 'YouTube',
    order: 8.8,
    load: async () =>
      (await import('#web/features/youtube/components/admin-youtube-panel.tsx')).AdminYoutubePanel,
  },
]
