import type { ContentSectionKey } from '#shared/content/messages.ts'
import { json } from '#web/test/fetch-stub.ts'

const updatedAt = '2026-01-01T00:00:00.000Z'

/** What the server answers for each section, as a fresh install shows it (trimmed). */
export const sectionFixtures = {
  'banner-section': {
    subTitle: 'AI YouTube Thumbnail Generator',
    mainTitle: 'Scroll-stopping thumbnails that get <strong>clicked</strong>,',
    highlightText: 'forged in seconds',
    description: 'Describe your video and get a thumbnail.',
    buttonText: 'Generate a Thumbnail',
    buttonLink: '/user/generate-image',
    youtubeUrl: '',
    backgroundImage: '/images/banner-background.webp',
  },
  'features-section': {
    subTitle: 'Why creators use Thumbforge',
    mainTitle: 'Everything a thumbnail needs',
    features: [{ id: 1, icon: 'icon-16', title: 'AI backgrounds', description: 'Bold scenes.' }],
  },
  'about-section': {
    images: [{ id: 1, url: '/images/about-1.svg', alt: 'A creator reviewing thumbnails' }],
    backgroundImage: '',
    subTitle: 'About Thumbforge',
    mainTitle: 'Made for creators',
    description: 'Thumbforge turns your idea into a thumbnail.',
    features: ['25 categories'],
    buttonText: 'Start Creating',
    buttonLink: '/register',
  },
  'testimonials-section': {
    subTitle: 'Testimonials',
    mainTitle: 'Creators love the results',
    backgroundImage: '',
    testimonials: [
      {
        id: 1,
        image: '/images/avatar.svg',
        name: 'Maya R.',
        designation: 'Tech reviewer',
        content: 'Crisp text.',
      },
      { id: 2, image: '', name: 'Jonas K.', designation: 'Gaming', content: 'Fast.' },
    ],
  },
  'footer-section': {
    logo: { url: '/images/logo.svg', alt: 'Thumbforge' },
    description: 'AI YouTube thumbnails with exact text.',
    usefulLinks: [{ id: 1, text: 'Contact', url: '/contact' }],
    connectSection: { title: 'Stay in touch', description: 'We read every message.' },
    socialLinks: [{ id: 1, url: 'https://www.youtube.com/', icon: 'fab fa-youtube' }],
    copyright: '© <strong>Thumbforge</strong>. All rights reserved.',
  },
  'contact-page': {
    title: 'Get in touch',
    subtitle: 'Questions about credits?',
    description: '',
    imageUrl: '/images/contact.svg',
    contactInfo: [{ type: 'email', icon: 'mail', value: 'support@shop.example', label: 'Email us' }],
  },
  navlogo: {
    url: '/images/logo.svg',
    alt: 'Thumbforge',
    mobileUrl: '/images/logo-mark.svg',
    mobileAlt: 'Thumbforge',
  },
  'pricing-faq': {
    subTitle: 'Questions',
    mainTitle: 'Pricing questions, answered',
    faqs: [{ id: 1, question: 'Do my credits expire?', answer: 'No. Credits stay on your account.' }],
  },
  'terms-page': {
    title: 'Terms and Conditions',
    description: 'The rules for using this shop.',
    sections: [{ id: 1, heading: 'The service', body: 'This shop makes thumbnails.' }],
  },
  'privacy-page': {
    title: 'Privacy Policy',
    description: 'What this shop stores about you.',
    sections: [
      { id: 1, heading: 'Cookies', body: 'We set one cookie.\n\n- The session cookie\n- Nothing else' },
    ],
  },
  'showcase-section': {
    subTitle: 'Made with Thumbforge',
    mainTitle: 'Thumbnails this shop made',
    description: '',
    useInSections: true,
  },
} satisfies Record<ContentSectionKey, Record<string, unknown>>

export const sectionAnswer = (key: ContentSectionKey, patch: Record<string, unknown> = {}) =>
  json(200, {
    success: true,
    data: { ...sectionFixtures[key], isActive: true, updatedAt, ...patch },
    message: 'loaded',
  })

/** stubFetch handlers for every public content GET (and an empty package list), overridable per test. */
export function contentHandlers(overrides: Partial<Record<ContentSectionKey, () => Response>> = {}) {
  const handlers: Record<string, () => Response | Promise<Response>> = {
    'GET /api/packages': () => json(200, []),
    // Not drawn yet: the sections show their own pictures.
    'GET /api/showcase': () => json(200, { ready: false, items: [] }),
  }
  for (const key of Object.keys(sectionFixtures) as ContentSectionKey[]) {
    handlers[`GET /api/${key}`] = overrides[key] ?? (() => sectionAnswer(key))
  }
  return handlers
}
