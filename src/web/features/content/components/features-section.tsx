import { Images, type LucideIcon, MonitorCheck, Rocket, Sparkles, Star, Type, Wand2, Zap } from 'lucide-react'
import { publicSectionErrors } from '#shared/content/messages.ts'
import { useSection } from '#web/features/content/api/get-section.ts'
import { useShowcasePictures } from '#web/features/content/api/get-showcase.ts'
import {
  SectionError,
  SectionHeading,
  SectionSkeleton,
} from '#web/features/content/components/section-status.tsx'
import { ShowcasePicture } from '#web/features/content/showcase/showcase-picture.tsx'

/** Icon names an admin may use; anything else (the spec's default 'icon-16' included) gets a star. */
const icons: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  type: Type,
  'monitor-check': MonitorCheck,
  images: Images,
  zap: Zap,
  rocket: Rocket,
  wand: Wand2,
}

export function FeaturesSection() {
  const { data, error, isPending } = useSection('features-section')
  const pictures = useShowcasePictures()
  if (error) return <SectionError label="Features" message={publicSectionErrors['features-section']} />
  if (isPending) return <SectionSkeleton label="Features" className="h-72" />
  if (!data.isActive) return null
  return (
    <section aria-labelledby="features-heading" className="bg-surface py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-heading" subTitle={data.subTitle} title={data.mainTitle} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.features.map((feature, i) => {
            const Icon = icons[feature.icon] ?? Star
            // After the banner's two and the about section's two, so the page repeats as little as it can.
            const picture = pictures[(i + 4) % Math.max(pictures.length, 1)]
            return (
              <li key={feature.id} className="rounded-card border border-slate-200 bg-canvas p-6 shadow-card">
                {picture && (
                  <ShowcasePicture
                    item={picture}
                    sizes="(min-width: 1024px) 230px, (min-width: 640px) 40vw, calc(100vw - 5rem)"
                    className="mb-5 shadow-none"
                  />
                )}
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-ink-muted">{feature.description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
