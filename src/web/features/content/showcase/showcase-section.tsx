import { useSection } from '#web/features/content/api/get-section.ts'
import { useShowcase } from '#web/features/content/api/get-showcase.ts'
import { SectionHeading } from '#web/features/content/components/section-status.tsx'
import { ShowcasePicture } from '#web/features/content/showcase/showcase-picture.tsx'

/**
 * 'Made with Thumbforge': every showcase thumbnail. Shown only once the showcase is ready (the
 * first-start thumbnails are drawn after the server starts), so a visitor never sees an empty frame.
 */
export function ShowcaseSection() {
  const { data: list } = useShowcase()
  const { data: section } = useSection('showcase-section')
  if (!list?.ready || list.items.length === 0 || !section?.isActive) return null
  return (
    <section aria-labelledby="showcase-heading" className="bg-surface py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="showcase-heading" subTitle={section.subTitle} title={section.mainTitle}>
          {section.description && <p className="mt-4 text-lg text-ink-muted">{section.description}</p>}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <ShowcasePicture
                item={item}
                sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
