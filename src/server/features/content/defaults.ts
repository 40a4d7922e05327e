import type { ContentSectionKey } from '#shared/content/messages.ts'
import type { SectionInput } from '#shared/content/schemas.ts'
import { privacyPageDefaults, termsPageDefaults } from './defaults-legal.ts'
import { pricingFaqDefaults } from './defaults-pricing-faq.ts'

/**
 * What a fresh install shows before the operator edits anything, and what Reset goes back to.
 * Field names follow the spec (customer-side.md §2 and §3); every section starts active. A unit
 * test keeps each one valid against its section schema.
 */
export const contentDefaults: { [K in ContentSectionKey]: SectionInput<K> } = {
  'banner-section': {
    subTitle: 'AI YouTube Thumbnail Generator',
    mainTitle: 'Scroll-stopping thumbnails that get <strong>clicked</strong>,',
    highlightText: 'forged in seconds',
    description:
      'Describe your video, pick a style and get a scroll-stopping 1280×720 thumbnail. Your title is set in real fonts, never misspelled by the AI.',
    buttonText: 'Generate a Thumbnail',
    buttonLink: '/user/generate-image',
    youtubeUrl: '',
    backgroundImage: '/images/banner-background.webp',
  },
  'features-section': {
    subTitle: 'Why creators use Thumbforge',
    mainTitle: 'Everything a thumbnail needs',
    features: [
      {
        id: 1,
        icon: 'sparkles',
        title: 'AI backgrounds',
        description: 'Bold, on-brand scenes from a one-line idea.',
      },
      {
        id: 2,
        icon: 'type',
        title: 'Exact text',
        description: 'Titles set in real fonts over the artwork, spelled right.',
      },
      {
        id: 3,
        icon: 'monitor-check',
        title: 'YouTube-ready',
        description: '16:9, 1280×720, under 2 MB: upload as is.',
      },
      {
        id: 4,
        icon: 'images',
        title: 'Your gallery',
        description: 'Every thumbnail kept, re-editable at no cost.',
      },
    ],
  },
  'about-section': {
    images: [
      { id: 1, url: '/images/about-1.svg', alt: 'A creator reviewing thumbnails' },
      { id: 2, url: '/images/about-2.svg', alt: 'Thumbnail variations side by side' },
    ],
    backgroundImage: '',
    subTitle: 'About Thumbforge',
    mainTitle: 'Made for creators who ship every week',
    description:
      'Thumbforge turns your video idea into a finished thumbnail: pick a category, describe the moment, and let the AI paint the scene while we set your title pixel-perfect.',
    features: [
      '25 categories with 375 prompt ideas',
      'Pay per thumbnail with credits',
      'Re-edit the text for free',
    ],
    buttonText: 'Start Creating',
    buttonLink: '/register',
  },
  'testimonials-section': {
    subTitle: 'Testimonials',
    mainTitle: 'Creators love the results',
    testimonials: [
      {
        id: 1,
        image: '/images/testimonials/maya.svg',
        name: 'Maya R.',
        designation: 'Tech reviewer',
        content: 'My click-through rate went up the first week. The text is always crisp.',
      },
      {
        id: 2,
        image: '/images/testimonials/jonas.svg',
        name: 'Jonas K.',
        designation: 'Gaming channel',
        content: 'I make a thumbnail in the time it takes to export the video.',
      },
      {
        id: 3,
        image: '/images/testimonials/priya.svg',
        name: 'Priya S.',
        designation: 'Cooking vlogger',
        content: 'The food templates are spot on, and re-editing titles costs nothing.',
      },
      {
        id: 4,
        image: '/images/testimonials/leo.svg',
        name: 'Leo M.',
        designation: 'Education creator',
        content: 'Clean, readable, YouTube-ready. Exactly what I needed.',
      },
    ],
  },
  'footer-section': {
    logo: { url: '/images/logo-light.svg', alt: 'Thumbforge' },
    description: 'AI YouTube thumbnails with exact text, paid per use with credits.',
    usefulLinks: [
      { id: 1, text: 'Home', url: '/' },
      { id: 2, text: 'About', url: '/about' },
      { id: 3, text: 'Contact', url: '/contact' },
    ],
    connectSection: { title: 'Stay in touch', description: 'Questions or ideas? We read every message.' },
    socialLinks: [
      { id: 1, url: 'https://www.youtube.com/', icon: 'youtube' },
      { id: 2, url: 'https://x.com/', icon: 'twitter' },
    ],
    copyright: '© Thumbforge. All rights reserved.',
  },
  'contact-page': {
    title: 'Get in touch',
    subtitle:
      'Questions about credits, payments or a thumbnail? Send us a message and we will reply by e-mail.',
    description: 'We usually answer within one working day.',
    imageUrl: '/images/contact.svg',
    contactInfo: [
      { type: 'email', icon: 'mail', value: 'support@thumbforge.example', label: 'Email us' },
      { type: 'phone', icon: 'phone', value: '+1 555 010 0200', label: 'Call us' },
    ],
  },
  'showcase-section': {
    subTitle: 'Made with Thumbforge',
    mainTitle: 'Thumbnails this shop made',
    description: 'Every one drawn here, title set in real fonts, in any script.',
    useInSections: true,
  },
  navlogo: {
    url: '/images/logo.svg',
    alt: 'Thumbforge',
    mobileUrl: '/images/logo-mark.svg',
    mobileAlt: 'Thumbforge',
  },
  'pricing-faq': pricingFaqDefaults,
  'terms-page': termsPageDefaults,
  'privacy-page': privacyPageDefaults,
}
