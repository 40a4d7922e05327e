import type { ReactElement } from 'react'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

type Handlers = Parameters<typeof stubFetch>[0]

/** The `{success, data, message}` answer every content call gives. */
export const envelope = (data: unknown, message = 'OK') => json(200, { success: true, data, message })

export const validationError = (issues: { path: string; message: string }[]) =>
  json(400, { error: { code: 'VALIDATION', message: issues[0]?.message ?? 'Invalid', issues } })

/** Renders one editor as the settings page does (inside the confirm provider), with a stubbed API. */
export function renderEditor(editor: ReactElement, handlers: Handlers) {
  const fetchMock = stubFetch(handlers)
  const view = renderApp({ routes: [{ path: '/', element: <ConfirmProvider>{editor}</ConfirmProvider> }] })
  return { ...view, fetchMock }
}

const stamp = { isActive: true, updatedAt: '2026-11-20T10:00:00.000Z' }

/** Sections as the API answers them, one entry per list so the minimum-one rule is in play. */
export const sections = {
  banner: {
    subTitle: 'AI YouTube Thumbnail Generator',
    mainTitle: 'Thumbnails that get <strong>clicked</strong>',
    highlightText: 'clicked',
    description: 'Describe your video.',
    buttonText: 'Generate a Thumbnail',
    buttonLink: '/user/generate-image',
    youtubeUrl: '',
    backgroundImage: '/images/banner-background.webp',
    ...stamp,
  },
  navlogo: {
    url: '/images/logo.svg',
    alt: 'Thumbforge',
    mobileUrl: '/images/logo-mark.svg',
    mobileAlt: 'Thumbforge mark',
    ...stamp,
  },
  features: {
    subTitle: 'Why creators use Thumbforge',
    mainTitle: 'Everything a thumbnail needs',
    features: [{ id: 1, icon: 'sparkles', title: 'AI backgrounds', description: 'Bold scenes.' }],
    ...stamp,
  },
  about: {
    images: [{ id: 1, url: '/images/about-1.svg', alt: 'A creator' }],
    backgroundImage: '',
    subTitle: 'About Thumbforge',
    mainTitle: 'Made for creators',
    description: 'Thumbforge turns your idea into a thumbnail.',
    features: ['Pay per thumbnail'],
    buttonText: 'Start Creating',
    buttonLink: '/register',
    ...stamp,
  },
  testimonials: {
    subTitle: 'Testimonials',
    mainTitle: 'Creators love the results',
    backgroundImage: '',
    testimonials: [
      { id: 1, image: '/images/avatar.svg', name: 'Maya R.', designation: 'Reviewer', content: 'Crisp.' },
    ],
    ...stamp,
  },
  footer: {
    logo: { url: '/images/logo.svg', alt: 'Thumbforge' },
    description: 'AI YouTube thumbnails.',
    usefulLinks: [{ id: 1, text: 'Home', url: '/' }],
    connectSection: { title: 'Stay in touch', description: 'We read every message.' },
    socialLinks: [{ id: 1, url: 'https://www.youtube.com/', icon: 'fab fa-youtube' }],
    copyright: '© Thumbforge',
    ...stamp,
  },
  contact: {
    title: 'Get in touch',
    subtitle: 'Send us a message.',
    description: '',
    imageUrl: '/images/contact.svg',
    contactInfo: [],
    ...stamp,
  },
}
