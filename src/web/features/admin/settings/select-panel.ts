import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/** The panels in menu order (the spec's positions; ties keep their listing order). */
export const sortPanels = (panels: readonly SettingsPanel[]): SettingsPanel[] =>
  [...panels].sort((a, b) => a.order - b.order)

/** The entries the side menu lists: everything not marked `menu: false`. */
export const menuPanels = (panels: readonly SettingsPanel[]): SettingsPanel[] =>
  sortPanels(panels).filter((panel) => panel.menu !== false)

/**
 * The panel to show for a `?panel=` value: a known key (menu or internal name), else the first menu
 * entry (Account once it exists, per the spec's default), else nothing.
 */
export function selectPanel(panels: readonly SettingsPanel[], key: string | null): SettingsPanel | undefined {
  const named = key ? panels.find((panel) => panel.key === key) : undefined
  return named ?? menuPanels(panels)[0]
}
