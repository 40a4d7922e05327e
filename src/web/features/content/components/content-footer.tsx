import {
  AtSign,
  Briefcase,
  Camera,
  Code,
  Globe,
  type LucideIcon,
  Mail,
  MessageCircle,
  Music2,
  Play,
  ThumbsUp,
} from 'lucide-react'
import { Link } from 'react-router'
import { publicSectionErrors } from '#shared/content/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { paths } from '#web/config/paths.ts'
import { useSection } from '#web/features/content/api/get-section.ts'
import { SmartLink } from '#web/features/content/components/smart-link.tsx'
import { inlineHtml } from '#web/features/content/lib/inline-html.ts'

/**
 * Social icons are Font Awesome classes in the spec ('fab fa-youtube'); the site has no icon
 * font, so the network is read from the class (or the URL) and shown with its name for screen readers.
 */
const networks: [RegExp, string, LucideIcon][] = [
  [/youtube/i, 'YouTube', Play],
  [/twitter|x\.com|fa-x\b/i, 'X (Twitter)', AtSign],
  [/facebook/i, 'Facebook', ThumbsUp],
  [/instagram/i, 'Instagram', Camera],
  [/linkedin/i, 'LinkedIn', Briefcase],
  [/github/i, 'GitHub', Code],
  [/tiktok/i, 'TikTok', Music2],
  [/discord|telegram|whatsapp/i, 'Chat', MessageCircle],
  [/mail|envelope/i, 'E-mail', Mail],
]

function network(icon: string, url: string): { name: string; Icon: LucideIcon } {
  const found =
    networks.find(([pattern]) => pattern.test(icon)) ?? networks.find(([pattern]) => pattern.test(url))
  return found ? { name: found[1], Icon: found[2] } : { name: 'Website', Icon: Globe }
}

/**
 * Pricing and the legal pages, in every footer whatever the operator's Useful Links say: the
 * sign-up form asks visitors to accept the terms, so they must always be one click away.
 */
const shopLinks = [
  { to: paths.pricing.getHref(), label: 'Pricing' },
  { to: paths.terms.getHref(), label: 'Terms' },
  { to: paths.privacy.getHref(), label: 'Privacy' },
]

function ShopLinks() {
  return (
    <nav aria-label="Pricing and policies">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {shopLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="underline-offset-4 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The site footer from the footer section (customer-side.md §2); hidden when inactive. */
export function ContentFooter() {
  const { data, error, isPending } = useSection('footer-section')
  if (error) {
    return (
      <footer className="bg-night px-4 py-10">
        <Alert className="mx-auto max-w-6xl">{publicSectionErrors['footer-section']}</Alert>
      </footer>
    )
  }
  // Nothing until it arrives: the footer sits at the bottom of the page, and a placeholder of a
  // guessed height would move up or down (a layout shift) on a short page where it is in view.
  if (isPending) return null
  if (!data.isActive) return null
  return (
    <footer className="bg-night text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div className="space-y-4">
          {data.logo.url && (
            <SmartLink to={paths.home.getHref()} className="inline-block">
              <img
                src={data.logo.url}
                alt={data.logo.alt || 'Home'}
                // The default logo's size: the box keeps this shape until the image is in.
                width={220}
                height={48}
                className="h-9 w-auto"
                onError={(event) => {
                  event.currentTarget.hidden = true
                }}
              />
            </SmartLink>
          )}
          {data.description && <p className="max-w-sm text-sm">{data.description}</p>}
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-sm font-semibold tracking-wider text-white uppercase">
            Useful Links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {data.usefulLinks.map((link) => (
              <li key={link.id}>
                <SmartLink to={link.url} className="hover:text-white">
                  {link.text}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {data.connectSection.title && (
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {data.connectSection.title}
            </h2>
          )}
          {data.connectSection.description && (
            <p className="mt-4 text-sm">{data.connectSection.description}</p>
          )}
          <ul className="mt-4 flex gap-3">
            {data.socialLinks.map((link) => {
              const { name, Icon } = network(link.icon, link.url)
              return (
                <li key={link.id}>
                  <SmartLink
                    to={link.url}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    <span className="sr-only">{name}</span>
                  </SmartLink>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* Sanitized by the server on write and when served, and here again on render. */}
          <p
            className="[&_a]:underline"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: inlineHtml keeps an inline allow-list only
            dangerouslySetInnerHTML={{ __html: inlineHtml(data.copyright) }}
          />
          <ShopLinks />
        </div>
      </div>
    </footer>
  )
}
