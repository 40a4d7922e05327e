// The YouTube feature's public surface: other features import it only from here (decision 038).
export { SetOnYoutubeButton } from '#web/features/youtube/components/set-on-youtube-button.tsx'
export { youtubeSettingsPanels } from '#web/features/youtube/settings-panels.ts'
