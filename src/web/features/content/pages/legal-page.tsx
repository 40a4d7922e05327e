import { formatDate } from '#shared/common/dates.ts'
import { publicSectionErrors } from '#shared/content/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useSection } from '#web/features/content/api/get-section.ts'
import { PlainText } from '#web/features/content/components/plain-text.tsx'
import { useMetaDescription } from '#web/lib/use-meta-description.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

type LegalKey = 'terms-page' | 'privacy-page'

/** What the tab says before the operator's title arrives, and if the page cannot load. */
const fallbackTitles: Record<LegalKey, string> = {
  'terms-page': 'Terms and Conditions',
  'privacy-page': 'Privacy Policy',
}

/**
 * /terms and /privacy (issue 29): the operator's text from Admin › Settings, with the date it last
 * changed. A page the operator hid says so instead of showing an empty frame.
 */
function LegalPage({ sectionKey }: { sectionKey: LegalKey }) {
  const { data, error, isPending } = useSection(sectionKey)
  const shown = data?.isActive ? data : undefined
  usePageTitle(shown?.title ?? fallbackTitles[sectionKey])
  useMetaDescription(shown?.description ?? '')
  const heading = (
    <h1 id="legal-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
      {shown?.title ?? fallbackTitles[sectionKey]}
    </h1>
  )
  return (
    <article aria-labelledby="legal-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-ink sm:px-6">
        {isPending ? (
          // A screen high, so the footer does not show and then move down when the text arrives.
          <Loader className="min-h-svh items-start" />
        ) : error ? (
          <>
            {heading}
            <Alert className="mt-8">{publicSectionErrors[sectionKey]}</Alert>
          </>
        ) : !shown ? (
          <>
            {heading}
            <p className="mt-8 text-ink-muted">This page is not published at the moment.</p>
          </>
        ) : (
          <>
            {heading}
            <p className="mt-3 text-sm text-ink-muted">
              Last updated <time dateTime={shown.updatedAt}>{formatDate(shown.updatedAt)}</time>
            </p>
            {shown.description && <p className="mt-6 text-lg text-ink-muted">{shown.description}</p>}
            <div className="mt-10 space-y-10 leading-relaxed">
              {shown.sections.map((part) => (
                <section key={part.id} aria-labelledby={`legal-${part.id}`}>
                  <h2 id={`legal-${part.id}`} className="mb-3 text-xl font-bold">
                    {part.heading}
                  </h2>
                  <PlainText body={part.body} />
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </article>
  )
}

export const TermsPage = () => <LegalPage sectionKey="terms-page" />
export const PrivacyPage = () => <LegalPage sectionKey="privacy-page" />
