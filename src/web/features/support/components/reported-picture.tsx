import type { ReportedPicture as Picture } from '#shared/support/schemas.ts'
import { ThumbnailPicture } from '#web/components/ui/thumbnail-picture.tsx'

const PANEL_BOX = { width: 320, height: 180 }

/**
 * The thumbnail 'Report a problem' attached, as its creator and the desk both see it: the
 * list-sized copy, opening the file itself in a new tab. A failed image has no picture to show.
 */
export function ReportedPicture({ picture }: { picture: Picture | null }) {
  if (!picture) {
    return <p className="text-sm text-ink-muted">The reported thumbnail has no picture.</p>
  }
  const name = picture.title ?? 'Untitled thumbnail'
  return (
    <figure className="space-y-1">
      <a
        href={picture.fullImageUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-block max-w-full rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ThumbnailPicture
          src={picture.imageUrl}
          alt={`Reported thumbnail: ${name} (opens full size)`}
          width={picture.width}
          height={picture.height}
          box={PANEL_BOX}
        />
      </a>
      <figcaption
        className={picture.title ? 'text-sm font-medium break-words' : 'text-sm text-ink-muted italic'}
      >
        {name}
      </figcaption>
    </figure>
  )
}
