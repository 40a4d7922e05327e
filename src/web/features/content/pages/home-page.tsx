import { lazy, Suspense, useDeferredValue } from 'react'
import { WhenNearViewport } from '#web/components/ui/when-near-viewport.tsx'
import { useSection } from '#web/features/content/api/get-section.ts'
import { useShowcase } from '#web/features/content/api/get-showcase.ts'
import { AboutSection } from '#web/features/content/components/about-section.tsx'
import { BannerSection } from '#web/features/content/components/banner-section.tsx'
import { FeaturesSection } from '#web/features/content/components/features-section.tsx'
import { TestimonialsSection } from '#web/features/content/components/testimonials-section.tsx'
import { ShowcaseSection } from '#web/features/content/showcase/showcase-section.tsx'
import { useMetaDescription } from '#web/lib/use-meta-description.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

// Below the fold and the only home section that needs zod (to check the package list): its own
// chunk, fetched (code and packages) only as the visitor scrolls towards it.
const PricingSection = lazy(async () => ({
  default: (await import('#web/features/content/components/pricing-section.tsx')).PricingSection,
}))

const TITLE = 'AI YouTube Thumbnail Generator'
const DESCRIPTION =
  'Thumbforge is an AI YouTube thumbnail generator: describe your video, get a bold, click-worthy 1280×720 thumbnail with crisp text in seconds, and pay only for what you create with credits.'

/**
 * The sections a first screen can show, on any width. They appear together, once all three have
 * answered (or failed): one at a time, each arriving section pushed the ones below it down the
 * screen (a layout shift), because no placeholder can know the height of text it has not seen.
 */
const FIRST_SCREEN = ['banner-section', 'features-section', 'about-section'] as const

function useFirstScreenSettled() {
  const banner = useSection(FIRST_SCREEN[0])
  const features = useSection(FIRST_SCREEN[1])
  const about = useSection(FIRST_SCREEN[2])
  // The showcase's thumbnails take the first screen's picture frames, so they are waited for too.
  const showcase = useShowcase()
  const showcaseTexts = useSection('showcase-section')
  // Answered or failed at least once: a failed section goes back to pending while the section's
  // own component retries it on mount, and waiting on that would hide the page again.
  const settled = [banner, features, about, showcase, showcaseTexts].every(
    (section) => section.isFetched || !section.isPending,
  )
  // The last answer's update renders the whole page; deferred, that render is sliced instead of
  // one long task (see RootLayout).
  return useDeferredValue(settled)
}

/** Banner, features, about, pricing and testimonials, each failing on its own; the footer follows. */
export function HomePage() {
  usePageTitle(TITLE)
  useMetaDescription(DESCRIPTION)
  if (!useFirstScreenSettled()) {
    // Taller than the screen, so nothing below it (the footer) shows and then moves.
    return <section aria-label="Banner" aria-busy="true" className="min-h-svh bg-night" />
  }
  return (
    <>
      <BannerSection />
      <FeaturesSection />
      <AboutSection />
      <ShowcaseSection />
      <WhenNearViewport placeholderClassName="h-96 bg-canvas">
        <Suspense fallback={<div className="h-96 bg-canvas" aria-hidden="true" />}>
          <PricingSection />
        </Suspense>
      </WhenNearViewport>
      <TestimonialsSection />
    </>
  )
}
