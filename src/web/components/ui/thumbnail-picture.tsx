import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#web/lib/cn.ts'

type ThumbnailPictureProps = {
  src: string | null
  alt: string
  /** The picture's own size; it is fitted inside `box` (a Shorts cover stands tall in it). */
  width: number | null
  height: number | null
  box: { width: number; height: number }
  className?: string
}

/** The size an image of `width`×`height` takes inside `box`, aspect kept (whole pixels). */
export function fitInside(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(box.width / width, box.height / height)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/**
 * A creator's thumbnail in a list or a panel: lazy, with its width and height set so the page
 * does not jump as pictures arrive, and a plain box (not a broken-image icon) when there is none.
 */
export function ThumbnailPicture({ src, alt, width, height, box, className }: ThumbnailPictureProps) {
  const [failed, setFailed] = useState(false)
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100',
    className,
  )
  // The box shrinks with a narrow column, keeping its shape, so a picture never sits in bands.
  const boxStyle = { width: box.width, maxWidth: '100%', aspectRatio: `${box.width} / ${box.height}` }
  if (!src || failed || !width || !height) {
    return (
      <span className={frame} style={boxStyle} role="img" aria-label={`${alt} (no picture)`}>
        <ImageOff aria-hidden="true" className="size-5 text-ink-muted" />
      </span>
    )
  }
  const fitted = fitInside(width, height, box)
  return (
    <span className={frame} style={boxStyle}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={fitted.width}
        height={fitted.height}
        className="object-contain"
        onError={() => setFailed(true)}
      />
    </span>
  )
}
