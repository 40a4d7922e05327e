import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#web/lib/cn.ts'

/**
 * A thumbnail in YouTube's 16:9 frame. A picture of another shape (a Shorts cover) is letterboxed,
 * never cropped, so the creator sees all of what viewers will get; no picture is a plain box.
 */
export function VideoThumbnail({
  src,
  alt,
  className,
}: {
  src: string | null
  alt: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const frame = cn(
    'flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-slate-100',
    className,
  )
  if (!src || failed) {
    return (
      <span className={frame} role="img" aria-label={`${alt} (no picture)`}>
        <ImageOff aria-hidden="true" className="size-6 text-ink-muted" />
      </span>
    )
  }
  return (
    <span className={frame}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="size-full object-contain"
        onError={() => setFailed(true)}
      />
    </span>
  )
}
