import { useId, useState } from 'react'
import type { Generation } from '#shared/generator/schemas.ts'
import { Dialog } from '#web/components/ui/dialog.tsx'
import type { Channel } from '#web/features/generator/components/feed-mockup.tsx'
import { FeedStage } from '#web/features/generator/components/feed-stage.tsx'
import {
  DEFAULT_DURATION,
  DEFAULT_VIDEO_TITLE,
  durationPattern,
  type FeedMode,
  type FeedTheme,
  feedModeLabels,
  feedModesFor,
  videoTitleFrom,
} from '#web/features/generator/lib/feed-preview.ts'
import { SetOnYoutubeButton, useChannelThumbnails } from '#web/features/youtube/index.ts'
import { useMe } from '#web/lib/session/me-query.ts'

type FeedPreviewDialogProps = {
  generation: Generation
  /** The image as the card shows it now (with its revision after a re-edit). */
  imageUrl: string
  /** Its list-sized copy, for 'Set as thumbnail on YouTube' to show beside the video's current one. */
  smallImageUrl: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The thumbnail in YouTube's feeds, drawn in the browser (free; it reads only the gallery, for the
 * neighbours): the desktop home grid, search, the watch-page sidebar and the mobile home, light or dark, with an
 * editable video title, the account's name and avatar, and a duration stamp.
 */
export function FeedPreviewDialog({
  generation,
  imageUrl,
  smallImageUrl,
  open,
  onOpenChange,
}: FeedPreviewDialogProps) {
  const portrait = (generation.height ?? 0) > (generation.width ?? 0)
  const modes = feedModesFor(portrait)
  const [mode, setMode] = useState<FeedMode>(modes[0] ?? 'home')
  const [theme, setTheme] = useState<FeedTheme>('light')
  const [videoTitle, setVideoTitle] = useState(
    () => videoTitleFrom(generation.params.textOverlay.title) || DEFAULT_VIDEO_TITLE,
  )
  const [duration, setDuration] = useState(DEFAULT_DURATION)
  const [beside, setBeside] = useState<'gallery' | 'channel'>('gallery')
  const fromChannel = useChannelThumbnails(portrait, beside === 'channel')
  const channelChosen = beside === 'channel' && fromChannel.channel !== null
  const { me } = useMe()
  const channel: Channel = me
    ? { id: me.id, name: me.name, avatarUrl: me.profileUrl }
    : { id: 'channel', name: 'Your channel', avatarUrl: null }
  const ids = { title: useId(), duration: useId(), stage: useId() }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Feed preview"
      description="See the thumbnail where viewers will meet it, at YouTube's own sizes. Nothing is saved or charged."
      className="sm:max-w-4xl"
      // Judged in the feed, it goes to the channel from here, without going back to the card.
      footer={<SetOnYoutubeButton generationId={generation.id} imageUrl={smallImageUrl} />}
    >
      {/* On a phone the picture shows first; on wider screens the controls stay put above it. */}
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Where</legend>
            <div className="flex flex-wrap gap-2">
              {modes.map((value) => (
                <Choice
                  key={value}
                  name="feed-mode"
                  label={feedModeLabels[value]}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Theme</legend>
            <div className="flex gap-2">
              {(['light', 'dark'] as const).map((value) => (
                <Choice
                  key={value}
                  name="feed-theme"
                  label={value === 'light' ? 'Light' : 'Dark'}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                />
              ))}
            </div>
          </fieldset>
          {fromChannel.channel && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">Beside</legend>
              <div className="flex flex-wrap gap-2">
                <Choice
                  name="feed-beside"
                  label="My thumbnails"
                  checked={beside === 'gallery'}
                  onChange={() => setBeside('gallery')}
                />
                <Choice
                  name="feed-beside"
                  label="My channel’s videos"
                  checked={beside === 'channel'}
                  onChange={() => setBeside('channel')}
                />
              </div>
            </fieldset>
          )}
        </div>
        {channelChosen && <ChannelNote {...fromChannel} portrait={portrait} />}
        <div
          className={
            portrait ? undefined : 'grid grid-cols-[1fr_6.5rem] gap-3 sm:grid-cols-[1fr_8rem] sm:gap-4'
          }
        >
          <div>
            <label htmlFor={ids.title} className="mb-1 block text-sm font-medium text-ink">
              Video title
            </label>
            <input
              id={ids.title}
              value={videoTitle}
              maxLength={100}
              onChange={(event) => setVideoTitle(event.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          {/* The Shorts shelf shows no duration stamp. */}
          {!portrait && (
            <div>
              <label htmlFor={ids.duration} className="mb-1 block text-sm font-medium text-ink">
                Length
              </label>
              <input
                id={ids.duration}
                value={duration}
                maxLength={8}
                inputMode="numeric"
                aria-describedby={`${ids.duration}-hint`}
                onChange={(event) => setDuration(event.target.value)}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
              <p id={`${ids.duration}-hint`} className="mt-1 text-xs text-ink-muted">
                Like 9:41 or 1:02:03
              </p>
            </div>
          )}
        </div>
        <FeedStage
          id={ids.stage}
          generationId={generation.id}
          portrait={portrait}
          mode={mode}
          theme={theme}
          imageUrl={imageUrl}
          videoTitle={videoTitle.trim() || DEFAULT_VIDEO_TITLE}
          duration={durationPattern.test(duration.trim()) ? duration.trim() : DEFAULT_DURATION}
          channel={channel}
          channelVideos={channelChosen && !fromChannel.isError ? fromChannel.thumbnails : null}
        />
      </div>
    </Dialog>
  )
}

function Choice(props: { name: string; label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChange}
        className="accent-brand-600"
      />
      {props.label}
    </label>
  )
}

/** Where the channel's videos stand: loading, unreadable (the gallery shows instead), or none of this shape. */
function ChannelNote(props: {
  channel: { title: string } | null
  isLoading: boolean
  isError: boolean
  thumbnails: readonly unknown[]
  portrait: boolean
}) {
  const title = props.channel?.title ?? 'your channel'
  if (props.isLoading) return <p className="text-xs text-ink-muted">Loading the videos on {title}…</p>
  if (props.isError) {
    return (
      <p role="alert" className="text-xs text-red-700">
        The videos on {title} could not be loaded, so your own thumbnails are shown beside this one.
      </p>
    )
  }
  if (props.thumbnails.length > 0) {
    return (
      <p className="text-xs text-ink-muted">Beside your latest videos on {title}, as viewers see them now.</p>
    )
  }
  return (
    <p className="text-xs text-ink-muted">
      {title} has no recent {props.portrait ? 'Shorts' : 'videos other than Shorts'} to show beside this one
      yet.
    </p>
  )
}
