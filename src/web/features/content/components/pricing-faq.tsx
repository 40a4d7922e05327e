import { ChevronDown } from 'lucide-react'
import { publicSectionErrors } from '#shared/content/messages.ts'
import { useSection } from '#web/features/content/api/get-section.ts'
import { SectionError, SectionHeading } from '#web/features/content/components/section-status.tsx'

/**
 * The /pricing page's questions from Admin › Settings › Pricing FAQ, each a native disclosure
 * (keyboard and screen readers get open/closed for free); hidden when the operator switches it off.
 */
export function PricingFaq() {
  const { data, error, isPending } = useSection('pricing-faq')
  if (error) return <SectionError label="Pricing questions" message={publicSectionErrors['pricing-faq']} />
  if (isPending || !data.isActive) return null
  return (
    <section aria-labelledby="faq-heading" className="bg-canvas py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-heading" subTitle={data.subTitle} title={data.mainTitle} />
        <div className="mt-10 space-y-3">
          {data.faqs.map((faq) => (
            <details
              key={faq.id}
              className="group rounded-card border border-slate-200 bg-surface shadow-card open:ring-1 open:ring-brand-600/30"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                <span>{faq.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-ink-muted">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
