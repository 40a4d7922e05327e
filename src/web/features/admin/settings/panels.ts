import type { ComponentType } from 'react'

/**
 * The Settings panel switcher's entries (admin-and-items.md §2), in the spec's menu order. Each
 * feature owns its panel component; the switcher loads it lazily when first opened.
 * An entry with `menu: false` is reachable by internal name only (homeBanner; ContactPageAdmin has an
 * entry since issue 12).
 * A feature adds its entry here when its panel exists, so the menu never shows an empty panel.
 */
export interface SettingsPanel {
  /** Internal name; also the `?panel=` value. */
  key: string
  label: string
  /** Position in the spec's menu: Account 1, Logo Update 2, Banner Section 3, Featured Section 4,
   * About Section 5, Testimonials Section 6, Gemini Keys 7, Paypal Setup 8, Packages 9, Footer Section 10. */
  order: number
  menu?: boolean
  load: () => Promise<ComponentType>
}

export const settingsPanels: SettingsPanel[] = [
  {
    key: 'account',
    label: 'Account',
    order: 1,
    load: async () => (await import('#web/features/users/components/account-settings.tsx')).AccountSettings,
  },
  // Account (issue 6), Logo Update, Banner Section, Featured Section, About Section,
  // Testimonials Section (issue 3), Gemini Keys (issue 5), Paypal Setup, Packages (issue 4),
  // Footer Section (issue 3); ContactPageAdmin and homeBanner by internal name (issue 3).
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
  // The spec's second banner variant; one editor now has everything both had.
  {
    key: 'homeBanner',
    label: 'Banner Section',
    order: 12,
    menu: false,
    load: async () => (await import('#web/features/content/editors/banner-editor.tsx')).BannerEditor,
  },
  {
    key: 'gemini',
    label: 'Gemini Keys',
    order: 7,
    load: async () =>
      (await import('#web/features/generator/components/gemini-keys-panel.tsx')).GeminiKeysPanel,
  },
  {
    key: 'paypal',
    label: 'Paypal Setup',
    order: 8,
    load: async () =>
      (await import('#web/features/billing/components/paypal-settings-panel.tsx')).PaypalSettingsPanel,
  },
  {
    // Not in the spec's menu: the seller details receipts carry (issue 12), next to Paypal Setup.
    key: 'receipts',
    label: 'Receipt Details',
    order: 8.5,
    load: async () =>
      (await import('#web/features/billing/components/seller-settings-panel.tsx')).SellerSettingsPanel,
  },
  {
    key: 'packages',
    label: 'Packages',
    order: 9,
    load: async () => (await import('#web/features/billing/components/packages-panel.tsx')).PackagesPanel,
  },
]
