import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/** The generator's Settings panel: the Gemini keys it draws with (issue 5). */
export const generatorSettingsPanels: SettingsPanel[] = [
  {
    key: 'gemini',
    label: 'Gemini Keys',
    order: 7,
    load: async () =>
      (await import('#web/features/generator/components/gemini-keys-panel.tsx')).GeminiKeysPanel,
  },
]
