import { lazy, Suspense, useEffect } from 'react'
import { AboutSection } from '#web/features/content/components/about-section.tsx'
import { BannerSection } from '#web/features/content/components/banner-section.tsx'
import { FeaturesSection } from '#web/features/content/components/features-section.tsx'
import { TestimonialsSection } from '#web/features/content/components/testimonials-section.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

// Below the fold and the only home section that needs zod (to check the package list): its own chunk.
const PricingSection = lazy(async () => ({
  default: (await import('#web/features/content/components/pricing-section.tsx')).PricingSection,
}))

const TITLE = 'AI YouTube Thumbnail Generator'
const DESCRIPTION =
  'Thumbforge is an AI YouTube thumbnail generator: describe your video, get a bold, click-worthy 1280×720 thumbnail with crisp text in seconds, and pay only for what you create with credits.'

function useMetaDescription(content: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = content
    return () => {
      if (meta) meta.content = previous
    }
  }, [content])
}

/** Banner, features, about, pricing and testimonials, each loaded and failing on its own; the footer follows. */
export function HomePage() {
  usePageTitle(TITLE)
  useMetaDescription(DESCRIPTION)
  return (
    <>
      <BannerSection />
      <FeaturesSection />
      <AboutSection />
      <Suspense fallback={<div className="h-96 bg-canvas" aria-hidden="true" />}>
        <PricingSection />
      </Suspense>
      <TestimonialsSection />
    </>
  )
}
