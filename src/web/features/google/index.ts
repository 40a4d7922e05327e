// The Google feature's public surface: other features import it only from here (decision 038).
export { googleSettingsPanels } from '#web/features/google/settings-panels.ts'
