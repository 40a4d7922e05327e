import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#web/lib/cn.ts'

/** An item's picture; a placeholder shows when it is missing or fails to load (spec §9). */
export function ItemImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined
  alt: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <div className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}>
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="sr-only">{alt}</span>
      </div>
    )
  }
  return <img src={src} alt={alt} onError={() => setFailed(true)} className={cn('object-cover', className)} />
}
