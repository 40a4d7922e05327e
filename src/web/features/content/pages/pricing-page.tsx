import { useDeferredValue } from 'react'
import { homeMessages } from '#shared/content/messages.ts'
import { usePublicPackages } from '#web/features/content/api/get-packages.ts'
import { useSection } from '#web/features/content/api/get-section.ts'
import { PackageComparison } from '#web/features/content/components/package-comparison.tsx'
import { PricingFaq } from '#web/features/content/components/pricing-faq.tsx'
import { PricingSection } from '#web/features/content/components/pricing-section.tsx'
import { useMetaDescription } from '#web/lib/use-meta-description.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const TITLE = 'Pricing: credit packages for AI thumbnails'
const DESCRIPTION =
  'Thumbforge pricing: buy a credit package once and make a YouTube thumbnail per credit. Every package has every feature, 4K and free text re-edits, and credits never expire.'

/**
 * The cards, the comparison and the questions appear together, once the packages and the FAQ have
 * answered (or failed): one at a time, each pushed the next and the footer down the screen (a
 * layout shift, 0.15 on a phone in Lighthouse). Both answers are preloaded with the page.
 */
function useListsSettled() {
  const packages = usePublicPackages()
  const faq = useSection('pricing-faq')
  return useDeferredValue([packages, faq].every((query) => query.isFetched || !query.isPending))
}

/**
 * /pricing (issue 29): the home page's package cards and Buy flow (the same component and query),
 * a comparison of what each package gives, and the questions the operator answers in Admin › Settings.
 */
export function PricingPage() {
  usePageTitle(TITLE)
  useMetaDescription(DESCRIPTION)
  return (
    <>
      <section aria-labelledby="pricing-page-heading" className="bg-night py-16 text-white sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h1 id="pricing-page-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Pay for thumbnails, not features
          </h1>
          <p className="mt-6 text-lg text-slate-300">
            One credit makes one thumbnail. Every package has every feature, and your credits never expire.
          </p>
        </div>
      </section>
      {useListsSettled() ? (
        <>
          <PricingSection />
          <PackageComparison />
          <PricingFaq />
        </>
      ) : (
        // Taller than the screen, so the footer below does not show and then move.
        <div aria-busy="true" className="min-h-svh bg-canvas">
          <p role="status" className="sr-only">
            {homeMessages.pricingLoading}
          </p>
        </div>
      )}
    </>
  )
}
