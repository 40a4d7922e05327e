import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { Quote } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_RESUME_AFTER_DOT_MS,
  CAROUSEL_RESUME_AFTER_SCROLL_MS,
  CAROUSEL_SCROLL_LOCK_MS,
} from '#shared/common/constants.ts'
import { DEFAULT_AVATAR_URL } from '#shared/content/messages.ts'
import type { TestimonialsSection } from '#shared/content/schemas.ts'
import { Image } from '#web/components/ui/image.tsx'
import { cn } from '#web/lib/cn.ts'

type Testimonial = TestimonialsSection['testimonials'][number]

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * The testimonials carousel (customer-side.md §2, §9): one slide per view below 768px and two
 * above (Tailwind's md breakpoint is the spec's 768px), a dot per slide, autoplay every 4 s that
 * pauses on hover and on manual interaction, and resumes 2 s after a drag or 3 s after a dot click.
 * Dot clicks within 0.5 s of the previous one are ignored. Loaded on its own, after first paint.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: CAROUSEL_AUTOPLAY_MS,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      playOnInit: !prefersReducedMotion(),
    }),
  )
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay])
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(0)
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lockedUntil = useRef(0)
  const hovering = useRef(false)

  const pauseThenResume = useCallback(
    (afterMs: number | null) => {
      clearTimeout(resumeTimer.current)
      autoplay.stop()
      if (afterMs === null || prefersReducedMotion()) return
      resumeTimer.current = setTimeout(() => {
        if (!hovering.current) autoplay.play()
      }, afterMs)
    },
    [autoplay],
  )

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const onInit = () => {
      setSnapCount(embla.scrollSnapList().length)
      onSelect()
    }
    const onPointerUp = () => pauseThenResume(CAROUSEL_RESUME_AFTER_SCROLL_MS)
    onInit()
    embla.on('select', onSelect).on('reInit', onInit).on('pointerUp', onPointerUp)
    return () => {
      embla.off('select', onSelect).off('reInit', onInit).off('pointerUp', onPointerUp)
    }
  }, [embla, pauseThenResume])

  useEffect(() => () => clearTimeout(resumeTimer.current), [])

  const goTo = (index: number) => {
    if (!embla || Date.now() < lockedUntil.current) return
    lockedUntil.current = Date.now() + CAROUSEL_SCROLL_LOCK_MS
    embla.scrollTo(index)
    pauseThenResume(CAROUSEL_RESUME_AFTER_DOT_MS)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials carousel"
      className="mt-12"
      onMouseEnter={() => {
        hovering.current = true
        pauseThenResume(null)
      }}
      onMouseLeave={() => {
        hovering.current = false
        pauseThenResume(CAROUSEL_RESUME_AFTER_SCROLL_MS)
      }}
    >
      <div ref={viewportRef} className="overflow-hidden" data-testid="testimonials-viewport">
        <ul className="-ml-6 flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              data-testid="testimonial-slide"
              className="min-w-0 flex-[0_0_100%] pl-6 md:flex-[0_0_50%]"
            >
              <figure className="flex h-full flex-col rounded-card bg-surface p-8 text-ink shadow-card">
                <Quote aria-hidden="true" className="size-8 text-brand-600" />
                <blockquote className="mt-4 flex-1 text-lg">{testimonial.content}</blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <Image
                    src={testimonial.image}
                    fallbackSrc={DEFAULT_AVATAR_URL}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 shrink-0 rounded-full bg-white/10 object-cover"
                  />
                  <span>
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="block text-sm text-ink-muted">{testimonial.designation}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {snapCount > 1 && (
        <div className="mt-8 flex justify-center gap-1">
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
              key={index}
              type="button"
              aria-label={`Show testimonial ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  index === selected ? 'w-6 bg-brand-500' : 'w-2.5 bg-white/40 hover:bg-white/70',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
