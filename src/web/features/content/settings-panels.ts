import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/**
 * The site content editors (issue 3): Logo Update, the home sections and the Footer; ContactPageAdmin
 * has a menu entry since issue 12, homeBanner is reached by internal name only.
 */
export const contentSettingsPanels: SettingsPanel[] = [
  {
    key: 'logo',
    label: 'Logo Update',
    order: 2,
    load: async () => (await import('#web/features/content/editors/logo-editor.tsx')).LogoEditor,
  },
  {
    key: 'banner',
    label: 'Banner Section',
    order: 3,
    load: async () => (await import('#web/features/content/editors/banner-editor.tsx')).BannerEditor,
  },
  {
    key: 'features',
    label: 'Featured Section',
    order: 4,
    load: async () => (await import('#web/features/content/editors/features-editor.tsx')).FeaturesEditor,
  },
  {
    key: 'about',
    label: 'About Section',
    order: 5,
    load: async () => (await import('#web/features/content/editors/about-editor.tsx')).AboutEditor,
  },
  {
    key: 'testimonials',
    label: 'Testimonials Section',
    order: 6,
    load: async () =>
      (await import('#web/features/content/editors/testimonials-editor.tsx')).TestimonialsEditor,
  },
  {
    key: 'showcase',
    label: 'Showcase',
    // After the home sections it feeds, before the keys and payments.
    order: 6.5,
    load: async () => (await import('#web/features/content/editors/showcase-editor.tsx')).ShowcaseEditor,
  },
  {
    key: 'footer',
    label: 'Footer Section',
    order: 10,
    load: async () => (await import('#web/features/content/editors/footer-editor.tsx')).FooterEditor,
  },
  // The spec reaches it by internal name only; issue 12 (B) gives it a menu entry, after Footer.
  {
    key: 'ContactPageAdmin',
    label: 'Contact Page',
    order: 11,
    load: async () =>
      (await import('#web/features/content/editors/contact-page-editor.tsx')).ContactPageEditor,
  },
  // Issue 29: /pricing's questions sit after Packages; the legal pages after the Contact Page.
  {
    key: 'pricingFaq',
    label: 'Pricing FAQ',
    order: 9.5,
    load: async () => (await import('#web/features/content/editors/pricing-faq-editor.tsx')).PricingFaqEditor,
  },
  {
    key: 'termsPage',
    label: 'Terms Page',
    order: 11.5,
    load: async () => (await import('#web/features/content/editors/legal-page-editor.tsx')).TermsPageEditor,
  },
  {
    key: 'privacyPage',
    label: 'Privacy Page',
    order: 11.6,
    load: async () => (await import('#web/features/content/editors/legal-page-editor.tsx')).PrivacyPageEditor,
  },
  // The spec's second banner variant; one editor now has everything both had.
  {
    key: 'homeBanner',
    label: 'Banner Section',
    order: 12,
    menu: false,
    load: async () => (await import('#web/features/content/editors/banner-editor.tsx')).BannerEditor,
  },
]
