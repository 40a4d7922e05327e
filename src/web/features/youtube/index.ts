// The YouTube feature's public surface: other features import it only from here (decision 038).

export { type ChannelThumbnail, useChannelThumbnails } from '#web/features/youtube/api/channel-thumbnails.ts'
export { SetOnYoutubeButton } from '#web/features/youtube/components/set-on-youtube-button.tsx'
export { TestOnYoutubeButton } from '#web/features/youtube/components/test-on-youtube-button.tsx'
export { youtubeSettingsPanels } from '#web/features/youtube/settings-panels.ts'
