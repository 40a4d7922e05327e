import { EllipsisVertical } from 'lucide-react'
import { useEffect } from 'react'
import { Avatar } from '#web/components/ui/avatar.tsx'
import { FEED_TITLE_FONT_STACK, loadFeedFonts } from '#web/features/generator/lib/feed-fonts.ts'
import {
  type FeedMode,
  type FeedTheme,
  feedModeLabels,
  feedThumbWidth,
} from '#web/features/generator/lib/feed-preview.ts'
import { cn } from '#web/lib/cn.ts'

export type Channel = { id: string; name: string; avatarUrl: string | null }

type FeedMockupProps = {
  mode: FeedMode
  theme: FeedTheme
  imageUrl: string
  videoTitle: string
  duration: string
  channel: Channel
}

// YouTube's own page colours for each theme (text, secondary text, page).
const themes: Record<FeedTheme, { page: string; text: string; muted: string }> = {
  light: { page: 'bg-white', text: 'text-[#0f0f0f]', muted: 'text-[#606060]' },
  dark: { page: 'bg-[#0f0f0f]', text: 'text-[#f1f1f1]', muted: 'text-[#aaaaaa]' },
}

const VIEWS = '1.2K views · 3 hours ago'

/** One video as a YouTube page shows it: the thumbnail at that page's size, the title, the channel. */
export function FeedMockup({ mode, theme, imageUrl, videoTitle, duration, channel }: FeedMockupProps) {
  const colours = themes[theme]
  const width = feedThumbWidth[mode]
  useEffect(() => {
    void loadFeedFonts(videoTitle)
  }, [videoTitle])
  const thumb = (
    <Thumb
      imageUrl={imageUrl}
      alt={`Your thumbnail in ${feedModeLabels[mode]}`}
      width={width}
      duration={mode.startsWith('shorts') ? null : duration}
      portrait={mode.startsWith('shorts')}
      small={mode === 'sidebar'}
    />
  )
  const title = (size: string, lines = 'line-clamp-2') => (
    <p
      // An Arabic or Hebrew title reads right to left and sits on the right, as YouTube sets it.
      dir="auto"
      className={cn('font-medium break-words', size, lines, colours.text)}
      style={{ fontFamily: FEED_TITLE_FONT_STACK }}
    >
      {videoTitle}
    </p>
  )
  const muted = cn('text-xs', colours.muted)

  return (
    <div
      data-testid="feed-mockup"
      data-mode={mode}
      data-theme={theme}
      className={cn('rounded-lg p-4', colours.page, mode === 'mobile' ? 'max-w-[414px]' : '')}
    >
      {mode === 'home' || mode === 'mobile' ? (
        <div style={width ? { width } : undefined}>
          {thumb}
          <div className="mt-3 flex gap-3">
            <Avatar id={channel.id} name={channel.name} src={channel.avatarUrl} size={36} />
            <div className="min-w-0 flex-1">
              {title(mode === 'mobile' ? 'text-sm leading-5' : 'text-base leading-[22px]')}
              <p className={cn(muted, 'mt-1')}>{channel.name}</p>
              <p className={muted}>{VIEWS}</p>
            </div>
            <EllipsisVertical aria-hidden="true" className={cn('size-5 shrink-0', colours.text)} />
          </div>
        </div>
      ) : mode === 'search' ? (
        <div className="flex gap-4" style={{ width: 720 }}>
          {thumb}
          <div className="min-w-0 flex-1">
            {title('text-lg leading-[26px]')}
            <p className={cn(muted, 'mt-1')}>{VIEWS}</p>
            <p className={cn(muted, 'my-3 flex items-center gap-2')}>
              <Avatar id={channel.id} name={channel.name} src={channel.avatarUrl} size={24} />
              {channel.name}
            </p>
            <p className={cn(muted, 'line-clamp-2')}>
              The description's first lines show here, under the channel.
            </p>
          </div>
        </div>
      ) : mode === 'sidebar' ? (
        <div className="flex gap-2" style={{ width: 402 }}>
          {thumb}
          <div className="min-w-0 flex-1">
            {title('text-sm leading-5')}
            <p className={cn(muted, 'mt-1')}>{channel.name}</p>
            <p className={muted}>{VIEWS}</p>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          {[0, 1].map((n) => (
            // The creator's cover beside a blank neighbour, as the shelf shows two or more at once.
            <div key={n} style={{ width: width ?? undefined }} aria-hidden={n === 1 ? true : undefined}>
              {n === 0 ? thumb : <div className="aspect-[9/16] w-full rounded-lg bg-slate-500/30" />}
              {n === 0 ? (
                <>
                  <div className="mt-2">{title('text-sm leading-5')}</div>
                  <p className={muted}>1.2M views</p>
                </>
              ) : null}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}

function Thumb(props: {
  imageUrl: string
  alt: string
  width: number | null
  duration: string | null
  portrait: boolean
  small: boolean
}) {
  const { imageUrl, alt, width, duration, portrait, small } = props
  return (
    <div
      className={cn(
        'relative shrink-0 overflow-hidden',
        small ? 'rounded-lg' : 'rounded-xl',
        portrait ? 'aspect-[9/16]' : 'aspect-video',
      )}
      style={width ? { width } : { width: '100%' }}
    >
      <img src={imageUrl} alt={alt} className="size-full object-cover" />
      {duration && (
        <span
          className={cn(
            'absolute right-1 bottom-1 rounded bg-black/80 px-1 font-medium text-white',
            small ? 'text-[11px] leading-4' : 'text-xs leading-[18px]',
          )}
        >
          {duration}
        </span>
      )}
    </div>
  )
}
