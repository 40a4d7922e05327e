// The content feature's public surface: other features import content only from here (decision 038).
export { contentSettingsPanels } from '#web/features/content/settings-panels.ts'
