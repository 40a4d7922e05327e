import { EllipsisVertical } from 'lucide-react'
import { type CSSProperties, type ReactNode, useEffect } from 'react'
import { Avatar } from '#web/components/ui/avatar.tsx'
import { FEED_TITLE_FONT_STACK, loadFeedFonts } from '#web/features/generator/lib/feed-fonts.ts'
import {
  type FeedMode,
  type FeedTheme,
  feedModeLabels,
  feedThumbWidth,
  type Neighbour,
  YOURS_AT,
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
  /** The other cards in the place, the creator's own recent thumbnails or placeholders. */
  neighbours: readonly Neighbour[]
  /** Cards a row in the desktop home grid. */
  columns: number
  /** Below 1, the place is shrunk to fit a narrow screen (a phone) instead of being cut off. */
  scale: number
}

// YouTube's own page colours for each theme (text, secondary text, page, placeholder shapes).
const themes: Record<FeedTheme, { page: string; text: string; muted: string; shape: string }> = {
  light: { page: 'bg-white', text: 'text-[#0f0f0f]', muted: 'text-[#606060]', shape: 'bg-[#e5e5e5]' },
  dark: { page: 'bg-[#0f0f0f]', text: 'text-[#f1f1f1]', muted: 'text-[#aaaaaa]', shape: 'bg-[#303030]' },
}

// Placeholder pictures: quiet greys of different lightness, so the creator's colours are judged
// against a feed's variety without any one neighbour pulling the eye.
const PLACEHOLDER_FILLS = [
  'linear-gradient(135deg, #8d9299, #5d636b)',
  'linear-gradient(135deg, #c9ccd1, #9aa0a8)',
  'linear-gradient(135deg, #4a4f57, #2c3037)',
  'linear-gradient(135deg, #b0a89f, #7c756d)',
]

const VIEWS = '1.2K views · 3 hours ago'

/**
 * A YouTube place as its page lays it out: the creator's video (the thumbnail at that page's size,
 * the title, the channel) among neighbours, which are marked hidden to assistive technology as
 * scenery around the one video that matters here.
 */
export function FeedMockup(props: FeedMockupProps) {
  const { mode, theme, imageUrl, videoTitle, duration, channel, neighbours, columns, scale } = props
  const colours = themes[theme]
  const portrait = mode.startsWith('shorts')
  const width = feedThumbWidth[mode]
  const small = mode === 'sidebar'
  useEffect(() => {
    void loadFeedFonts(videoTitle)
  }, [videoTitle])
  const muted = cn('text-xs', colours.muted)
  const bar = (className: string) => <span className={cn('block h-3 rounded', colours.shape, className)} />

  const card = (entry: Neighbour | null, index: number): ReactNode => {
    const yours = entry === null
    const thumb = (
      <Thumb
        imageUrl={yours ? imageUrl : entry.imageUrl}
        fill={PLACEHOLDER_FILLS[index % PLACEHOLDER_FILLS.length]}
        alt={yours ? `Your thumbnail in ${feedModeLabels[mode]}` : ''}
        width={width}
        duration={portrait ? null : yours ? duration : entry.duration}
        portrait={portrait}
        small={small}
      />
    )
    const titleText = yours ? videoTitle : entry.title
    const title = (size: string) =>
      titleText ? (
        <p
          // An Arabic or Hebrew title reads right to left and sits on the right, as YouTube sets it.
          dir="auto"
          className={cn('font-medium break-words line-clamp-2', size, colours.text)}
          style={{ fontFamily: FEED_TITLE_FONT_STACK }}
        >
          {titleText}
        </p>
      ) : (
        <span className="block space-y-1.5 py-1">
          {bar('w-11/12')}
          {bar('w-2/3')}
        </span>
      )
    const name = yours ? <p className={cn(muted, 'mt-1')}>{channel.name}</p> : bar('mt-2 w-1/3')
    const views = yours ? <p className={muted}>{VIEWS}</p> : bar('mt-1.5 w-1/2')
    const avatar = (size: number) =>
      yours ? (
        <Avatar id={channel.id} name={channel.name} src={channel.avatarUrl} size={size} />
      ) : (
        <span
          className={cn('block shrink-0 rounded-full', colours.shape)}
          style={{ width: size, height: size }}
        />
      )
    const key = yours ? 'yours' : entry.key
    const hidden = yours ? undefined : true

    if (mode === 'home' || mode === 'mobile') {
      return (
        <div key={key} aria-hidden={hidden} style={width ? { width } : undefined}>
          {thumb}
          <div className="mt-3 flex gap-3">
            {avatar(36)}
            <div className="min-w-0 flex-1">
              {title(mode === 'mobile' ? 'text-sm leading-5' : 'text-base leading-[22px]')}
              {name}
              {views}
            </div>
            <EllipsisVertical aria-hidden="true" className={cn('size-5 shrink-0', colours.text)} />
          </div>
        </div>
      )
    }
    if (mode === 'search') {
      return (
        <div key={key} aria-hidden={hidden} className="flex gap-4">
          {thumb}
          <div className="min-w-0 flex-1">
            {title('text-lg leading-[26px]')}
            {views}
            <div className={cn(muted, 'my-3 flex items-center gap-2')}>
              {avatar(24)}
              {yours ? channel.name : bar('w-24')}
            </div>
            {yours ? (
              <p className={cn(muted, 'line-clamp-2')}>
                The description's first lines show here, under the channel.
              </p>
            ) : (
              bar('w-3/4')
            )}
          </div>
        </div>
      )
    }
    if (mode === 'sidebar') {
      return (
        <div key={key} aria-hidden={hidden} className="flex gap-2">
          {thumb}
          <div className="min-w-0 flex-1">
            {title('text-sm leading-5')}
            {name}
            {views}
          </div>
        </div>
      )
    }
    return (
      <div key={key} aria-hidden={hidden} style={{ width: width ?? undefined }}>
        {thumb}
        <div className="mt-2">{title('text-sm leading-5')}</div>
        {yours ? <p className={muted}>1.2M views</p> : bar('mt-1 w-1/3')}
      </div>
    )
  }

  const cards = neighbours.map((entry, index) => card(entry, index))
  cards.splice(YOURS_AT, 0, card(null, YOURS_AT))
  const places: Record<FeedMode, { className: string; style?: CSSProperties }> = {
    home: { className: 'grid gap-x-4 gap-y-8', style: { gridTemplateColumns: `repeat(${columns}, 360px)` } },
    search: { className: 'flex flex-col gap-4', style: { width: 720 } },
    sidebar: { className: 'flex flex-col gap-2', style: { width: 402 } },
    mobile: { className: 'flex flex-col gap-6' },
    'shorts-desktop': { className: 'flex gap-2' },
    'shorts-mobile': { className: 'flex gap-2' },
  }

  return (
    <div
      data-testid="feed-mockup"
      data-mode={mode}
      data-theme={theme}
      data-scale={scale}
      className={cn('rounded-lg p-4', colours.page, mode === 'mobile' ? 'max-w-[414px]' : 'w-fit')}
      // zoom, unlike a transform, shrinks the layout box too: no empty space below, no sideways scroll.
      style={scale < 1 ? { zoom: scale } : undefined}
    >
      <div className={places[mode].className} style={places[mode].style}>
        {cards}
      </div>
    </div>
  )
}

function Thumb(props: {
  imageUrl: string | null
  fill: string | undefined
  alt: string
  width: number | null
  duration: string | null
  portrait: boolean
  small: boolean
}) {
  const { imageUrl, fill, alt, width, duration, portrait, small } = props
  return (
    <div
      className={cn(
        'relative shrink-0 overflow-hidden',
        small ? 'rounded-lg' : 'rounded-xl',
        portrait ? 'aspect-[9/16]' : 'aspect-video',
      )}
      style={{ width: width ?? '100%', background: imageUrl ? undefined : fill }}
    >
      {imageUrl && <img src={imageUrl} alt={alt} className="size-full object-cover" />}
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
