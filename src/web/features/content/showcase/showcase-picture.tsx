import type { ShowcaseImage } from '#shared/content/showcase.ts'
import { cn } from '#web/lib/cn.ts'

type Props = {
  item: ShowcaseImage
  /** The `sizes` attribute: how wide the picture shows, so a phone fetches the small copy. */
  sizes: string
  className?: string
}

/**
 * A showcase thumbnail: sized (no layout shift), lazy (none of them is the first screen's largest
 * paint), and from the WebP copy that fits the width it shows at.
 */
export function ShowcasePicture({ item, sizes, className }: Props) {
  return (
    <img
      src={item.src}
      srcSet={item.srcSet}
      sizes={sizes}
      width={item.width}
      height={item.height}
      alt={item.title}
      loading="lazy"
      decoding="async"
      data-showcase=""
      className={cn('aspect-video w-full rounded-card bg-slate-800 object-cover shadow-card', className)}
    />
  )
}
