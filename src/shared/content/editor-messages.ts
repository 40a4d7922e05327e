// The back office's texts for the content editors, apart from `content.ts`: a module the visitor's
// first download shares with the editors would carry these words into it.
import type { ContentSectionKey } from './messages.ts'

type SectionTexts = {
  /** The editor's own load / update / reset / toggle failures and successes. */
  loadFailed: string
  updated: string
  updateFailed: string
  reset: string
  resetFailed: string
  activated: string
  deactivated: string
  toggleFailed: string
  confirmReset: string
}

const landing = (name: string, Name: string): SectionTexts => ({
  loadFailed: `Failed to load ${name} data`,
  updated: `${Name} section updated successfully`,
  updateFailed: `Failed to update ${name} section`,
  reset: `${Name} section reset to default`,
  resetFailed: `Failed to reset ${name} section`,
  activated: `${Name} section activated`,
  deactivated: `${Name} section deactivated`,
  toggleFailed: `Failed to toggle ${name} section`,
  confirmReset: 'Are you sure you want to reset to default values?',
})

/** The pricing FAQ and the legal pages: '<Name> updated successfully' and so on (not in the spec). */
const page = (name: string, Name: string): SectionTexts => ({
  loadFailed: `Failed to load ${name} data`,
  updated: `${Name} updated successfully`,
  updateFailed: `Failed to update ${name}`,
  reset: `${Name} reset to default`,
  resetFailed: `Failed to reset ${name}`,
  activated: `${Name} published`,
  deactivated: `${Name} hidden`,
  toggleFailed: `Failed to toggle ${name}`,
  confirmReset: 'Are you sure you want to reset to default values?',
})

/**
 * Per-section texts from admin-and-items.md §8; the server answers PUT/toggle/reset with the
 * success ones as `message`, and the editors show the failure ones.
 */
export const sectionMessages: Record<ContentSectionKey, SectionTexts> = {
  'banner-section': {
    loadFailed: 'Failed to fetch banner data',
    updated: 'Banner section updated successfully!',
    updateFailed: 'Failed to update banner section',
    reset: 'Banner section reset to default successfully!',
    resetFailed: 'Failed to reset banner section',
    activated: 'Banner section activated successfully!',
    deactivated: 'Banner section deactivated successfully!',
    toggleFailed: 'Failed to toggle banner status',
    confirmReset:
      'Are you sure you want to reset the banner section to default? This action cannot be undone.',
  },
  'features-section': /* @__PURE__ */ landing('features', 'Features'),
  'about-section': /* @__PURE__ */ landing('about', 'About'),
  'testimonials-section': /* @__PURE__ */ landing('testimonials', 'Testimonials'),
  'footer-section': /* @__PURE__ */ landing('footer', 'Footer'),
  'contact-page': {
    loadFailed: 'Failed to load contact page data',
    updated: 'Contact page updated successfully!',
    updateFailed: 'Error updating contact page',
    reset: 'Contact page reset to default successfully!',
    resetFailed: 'Error resetting contact page',
    activated: 'Contact page activated',
    deactivated: 'Contact page deactivated',
    toggleFailed: 'Failed to toggle contact page',
    confirmReset: 'Are you sure you want to reset to default values?',
  },
  'showcase-section': /* @__PURE__ */ landing('showcase', 'Showcase'),
  navlogo: {
    loadFailed: 'Failed to load logo data',
    updated: 'Logo updated successfully',
    updateFailed: 'Failed to update logo',
    reset: 'Logo reset to default successfully',
    resetFailed: 'Failed to reset logo',
    activated: 'Logo activated successfully',
    deactivated: 'Logo deactivated successfully',
    toggleFailed: 'Failed to toggle logo status',
    confirmReset: 'Are you sure you want to reset to default settings?',
  },
  'pricing-faq': /* @__PURE__ */ page('pricing FAQ', 'Pricing FAQ'),
  'terms-page': /* @__PURE__ */ page('terms page', 'Terms page'),
  'privacy-page': /* @__PURE__ */ page('privacy page', 'Privacy page'),
}

/** The banner editor's extra texts (admin-and-items.md §8). */
export const bannerEditorMessages = {
  connectFailed: 'Failed to connect to server',
  saveFailed: 'Failed to save changes',
} as const

/** The contact page editor's browser alerts (admin-and-items.md §8). */
export const contactEditorMessages = {
  updateFailed: (message: string) => `Failed to update contact page: ${message}`,
  resetFailed: (message: string) => `Failed to reset contact page: ${message}`,
} as const
