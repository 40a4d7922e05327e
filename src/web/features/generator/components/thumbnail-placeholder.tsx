import type { CSSProperties } from 'react'
import { cn } from '#web/lib/cn.ts'

export type PreviewOverlay = {
  style: string
  position: string
  color: string
  gradientStart: string
  gradientEnd: string
  opacity: number
}

export type PreviewText = {
  title: string
  subtitle: string
  textColor: string
  textSize: string
  textPosition: string
}

type ThumbnailPlaceholderProps = { background: string; overlay: PreviewOverlay; text: PreviewText }

// Where the overlay sits, as a share of the 16:9 frame.
const overlayArea: Record<string, string> = {
  top: 'inset-x-0 top-0 h-2/5',
  bottom: 'inset-x-0 bottom-0 h-2/5',
  left: 'inset-y-0 left-0 w-2/5',
  right: 'inset-y-0 right-0 w-2/5',
  center: 'inset-x-[15%] inset-y-[25%]',
  full: 'inset-0',
}

const gradientDirection: Record<string, string> = {
  top: 'to bottom',
  bottom: 'to top',
  left: 'to right',
  right: 'to left',
}

function overlayStyle(overlay: PreviewOverlay): CSSProperties {
  const opacity = overlay.opacity / 100
  switch (overlay.style) {
    case 'gradient':
      return {
        opacity,
        backgroundImage: `linear-gradient(${gradientDirection[overlay.position] ?? 'to top'}, ${overlay.gradientStart}, ${overlay.gradientEnd})`,
      }
    case 'pattern':
      return {
        opacity,
        backgroundImage: `repeating-linear-gradient(45deg, ${overlay.color} 0 10px, transparent 10px 20px)`,
      }
    case 'blur':
      return { opacity, backdropFilter: 'blur(6px)', backgroundColor: `${overlay.color}66` }
    case 'shadow':
      return { opacity, boxShadow: `inset 0 0 60px 20px ${overlay.color}` }
    default:
      return { opacity, backgroundColor: overlay.color }
  }
}

const titleSizes: Record<string, string> = { small: 'text-xl', medium: 'text-3xl', large: 'text-4xl' }
const textPlacement: Record<string, string> = {
  top: 'justify-start',
  center: 'justify-center',
  bottom: 'justify-end',
}

/**
 * The 16:9 preview before anything is generated: the background colour, a mock of the overlay and
 * the title and subtitle where the server will put them. Decorative except for its caption.
 */
export function ThumbnailPlaceholder({ background, overlay, text }: ThumbnailPlaceholderProps) {
  return (
    <figure className="space-y-2">
      <div
        data-testid="thumbnail-placeholder"
        className="relative aspect-video w-full overflow-hidden rounded-xl border border-slate-200"
        style={{ backgroundColor: background }}
      >
        {overlay.style !== 'none' && (
          <div
            aria-hidden="true"
            className={cn('absolute', overlayArea[overlay.position] ?? overlayArea.bottom)}
            style={overlayStyle(overlay)}
          />
        )}
        <div
          className={cn(
            'absolute inset-0 flex flex-col items-center gap-1 p-6 text-center',
            textPlacement[text.textPosition] ?? textPlacement.center,
          )}
          style={{ color: text.textColor }}
        >
          {text.title && (
            <p
              className={cn(
                'font-black leading-tight tracking-tight uppercase [text-shadow:0_2px_6px_rgba(0,0,0,0.6)]',
                titleSizes[text.textSize] ?? titleSizes.medium,
              )}
            >
              {text.title}
            </p>
          )}
          {text.subtitle && (
            <p className="text-base font-semibold [text-shadow:0_1px_4px_rgba(0,0,0,0.6)]">{text.subtitle}</p>
          )}
        </div>
      </div>
      <figcaption className="text-center text-sm text-ink-muted">
        Your thumbnail preview will appear here
      </figcaption>
    </figure>
  )
}
