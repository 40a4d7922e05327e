import { Mail, Phone } from 'lucide-react'
import { contactFormMessages as m } from '#shared/content/messages.ts'
import type { SectionData } from '#shared/content/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Image } from '#web/components/ui/image.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useSection } from '#web/features/content/api/get-section.ts'
import { ContactForm } from '#web/features/content/components/contact-form.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

type ContactInfo = SectionData<'contact-page'>['contactInfo'][number]

function InfoItem({ info }: { info: ContactInfo }) {
  const Icon = info.type === 'phone' ? Phone : Mail
  const href = info.type === 'phone' ? `tel:${info.value.replace(/[^\d+]/g, '')}` : `mailto:${info.value}`
  return (
    <li className="flex items-center gap-3">
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span>
        {info.label && <span className="block text-sm text-ink-muted">{info.label}</span>}
        <a href={href} className="font-medium hover:text-brand-700">
          {info.value}
        </a>
      </span>
    </li>
  )
}

/** Server content: heading, subtitle and image (customer-side.md §2); the form always shows. */
function ContactContent() {
  const { data, error, isPending } = useSection('contact-page')
  if (isPending) return <Loader label="Loading contact information..." />
  if (error) return <Alert>{m.loadFailed(error.message)}</Alert>
  if (!data.isActive || !data.title) return <p className="text-ink-muted">{m.noContactInfo}</p>
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{data.title}</h1>
        {data.subtitle && <p className="mt-3 text-lg text-ink-muted">{data.subtitle}</p>}
        {data.description && <p className="mt-3 text-ink-muted">{data.description}</p>}
      </div>
      {data.contactInfo.length > 0 && (
        <ul className="space-y-4">
          {data.contactInfo.map((info) => (
            <InfoItem key={`${info.type}:${info.value}`} info={info} />
          ))}
        </ul>
      )}
      <Image
        src={data.imageUrl}
        alt=""
        loading="lazy"
        className="aspect-[4/3] w-full rounded-card object-cover"
      />
    </div>
  )
}

export function ContactPage() {
  usePageTitle('Contact')
  return (
    <div className="bg-canvas py-16">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <ContactContent />
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-card bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  )
}
