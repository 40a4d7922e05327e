import { CircleCheck } from 'lucide-react'
import { publicSectionErrors } from '#shared/content/messages.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { Image } from '#web/components/ui/image.tsx'
import { useSection } from '#web/features/content/api/get-section.ts'
import { useShowcasePictures } from '#web/features/content/api/get-showcase.ts'
import { SectionError, SectionSkeleton } from '#web/features/content/components/section-status.tsx'
import { SmartLink } from '#web/features/content/components/smart-link.tsx'
import { ShowcasePicture } from '#web/features/content/showcase/showcase-picture.tsx'

export function AboutSection() {
  const { data, error, isPending } = useSection('about-section')
  const pictures = useShowcasePictures()
  if (error) return <SectionError label="About" message={publicSectionErrors['about-section']} />
  if (isPending) return <SectionSkeleton label="About" />
  if (!data.isActive) return null
  const [first, second] = data.images
  // The third and fourth showcase thumbnails (the banner shows the first two), else the first two.
  const shown = pictures.length >= 4 ? pictures.slice(2, 4) : pictures.slice(0, 2)
  return (
    <section
      aria-labelledby="about-heading"
      className="relative isolate overflow-hidden bg-canvas py-20"
      style={
        data.backgroundImage ? { backgroundImage: `url("${encodeURI(data.backgroundImage)}")` } : undefined
      }
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        {shown.length > 0 ? (
          <div className="relative grid grid-cols-5 items-start gap-4">
            {shown.map((item, i) => (
              <ShowcasePicture
                key={item.id}
                item={item}
                sizes="(min-width: 1024px) 330px, 60vw"
                className={i === 0 ? 'col-span-3' : 'col-span-2 mt-12'}
              />
            ))}
          </div>
        ) : (
          <div className="relative grid grid-cols-5 gap-4">
            {first && (
              <Image
                src={first.url}
                alt={first.alt}
                loading="lazy"
                className="col-span-3 aspect-[4/3] w-full rounded-card object-cover shadow-card"
              />
            )}
            {second && (
              <Image
                src={second.url}
                alt={second.alt}
                loading="lazy"
                className="col-span-2 mt-12 aspect-[3/4] w-full rounded-card object-cover shadow-card"
              />
            )}
          </div>
        )}
        <div>
          {data.subTitle && (
            <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{data.subTitle}</p>
          )}
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {data.mainTitle}
          </h2>
          {data.description && <p className="mt-4 text-lg text-ink-muted">{data.description}</p>}
          {data.features.length > 0 && (
            <ul className="mt-6 space-y-3">
              {data.features.map((feature) => (
                <li key={feature} className="flex items-start gap-3">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          )}
          {data.buttonText && data.buttonLink && (
            <SmartLink to={data.buttonLink} className={buttonClasses({ className: 'mt-8' })}>
              {data.buttonText}
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  )
}
