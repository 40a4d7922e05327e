import { lazy, Suspense } from 'react'
import { publicSectionErrors } from '#shared/content/messages.ts'
import { WhenNearViewport } from '#web/components/ui/when-near-viewport.tsx'
import { useSection } from '#web/features/content/api/get-section.ts'
import {
  SectionError,
  SectionHeading,
  SectionSkeleton,
} from '#web/features/content/components/section-status.tsx'

// embla loads in its own chunk, as the visitor scrolls towards it: the carousel is at the bottom of
// the home page, so it stays out of the first download.
const TestimonialsCarousel = lazy(async () => ({
  default: (await import('#web/features/content/components/testimonials-carousel.tsx')).TestimonialsCarousel,
}))

export function TestimonialsSection() {
  const { data, error, isPending } = useSection('testimonials-section')
  if (error)
    return <SectionError label="Testimonials" message={publicSectionErrors['testimonials-section']} />
  if (isPending) return <SectionSkeleton label="Testimonials" />
  if (!data.isActive) return null
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="relative isolate overflow-hidden bg-night py-20 text-white"
    >
      {data.backgroundImage && (
        <img
          src={data.backgroundImage}
          alt=""
          loading="lazy"
          className="absolute inset-0 -z-10 size-full object-cover opacity-20"
        />
      )}
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          subTitle={data.subTitle}
          title={data.mainTitle}
          tone="light"
        />
        <WhenNearViewport placeholderClassName="mt-12 h-64">
          <Suspense fallback={<div className="mt-12 h-64" aria-hidden="true" />}>
            <TestimonialsCarousel testimonials={data.testimonials} />
          </Suspense>
        </WhenNearViewport>
      </div>
    </section>
  )
}
