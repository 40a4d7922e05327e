import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/** Billing's Settings panels: Paypal Setup, the seller's receipt details and Packages (issue 4). */
export const billingSettingsPanels: SettingsPanel[] = [
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
