import { youtubeVideoId } from '#shared/content/messages.ts'
import type { Db } from '../../db/client.ts'
import type { ImagePreload, PreloadsFor } from '../../plugins/index-document.ts'
import { getSection } from './content.service.ts'

/** Tailwind's `md`: the header shows the desktop logo from here up and the phone logo below. */
const DESKTOP = '(min-width: 768px)'
const PHONE = '(max-width: 767.98px)'

/**
 * The images a public page's first screen shows, as the content stands: the header logo (each
 * for the viewport it shows on) and, on the home page, the banner's background when the banner
 * shows one (active, and no video in its place).
 */
export function firstScreenImages(db: Db): PreloadsFor {
  return async (page) => {
    const preloads: ImagePreload[] = []
    const logo = await getSection(db, 'navlogo')
    if (logo.isActive && logo.url) {
      preloads.push({ href: logo.url, media: DESKTOP }, { href: logo.mobileUrl || logo.url, media: PHONE })
    }
    if (page === 'home') {
      const banner = await getSection(db, 'banner-section')
      if (banner.isActive && banner.backgroundImage && !youtubeVideoId(banner.youtubeUrl)) {
        preloads.push({ href: banner.backgroundImage, high: true })
      }
    }
    return preloads
  }
}
