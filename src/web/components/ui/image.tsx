import { type ImgHTMLAttributes, useState } from 'react'
import { PLACEHOLDER_IMAGE_URL } from '#shared/content/messages.ts'

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined
  /** Shown when `src` is empty or fails to load (customer-side.md §9); the placeholder by default. */
  fallbackSrc?: string
}

/** An image that never shows a broken-image icon: a missing or failing source becomes the fallback. */
export function Image({ src, fallbackSrc = PLACEHOLDER_IMAGE_URL, alt = '', ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src && src !== failedSrc ? src : fallbackSrc
  return (
    <img
      {...props}
      src={usable}
      alt={alt}
      data-placeholder={usable === fallbackSrc ? 'true' : undefined}
      onError={() => {
        if (usable !== fallbackSrc) setFailedSrc(usable)
      }}
    />
  )
}
