import type { ComponentType } from 'react'

/**
 * One entry of the admin Settings panel switcher (admin-and-items.md §2). Each feature lists its own
 * panels and exports them from its index.ts; the admin feature composes the menu from those lists,
 * so it never reaches into another feature's components. The switcher loads a panel lazily when first
 * opened. An entry with `menu: false` is reachable by internal name only.
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
