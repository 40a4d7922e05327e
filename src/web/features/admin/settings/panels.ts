import { billingSettingsPanels } from '#web/features/billing/index.ts'
import { contentSettingsPanels } from '#web/features/content/index.ts'
import { generatorSettingsPanels } from '#web/features/generator/index.ts'
import { googleSettingsPanels } from '#web/features/google/index.ts'
import { usersSettingsPanels } from '#web/features/users/index.ts'
import { youtubeSettingsPanels } from '#web/features/youtube/index.ts'
import type { SettingsPanel } from '#web/lib/settings-panel.ts'

/**
 * The Settings panel switcher's entries (admin-and-items.md §2). Each feature owns its panels and
 * exports them from its index; the menu sorts them by their `order`, the spec's menu order.
 * A feature adds its entry when its panel exists, so the menu never shows an empty panel.
 */
export const settingsPanels: SettingsPanel[] = [
  ...usersSettingsPanels,
  ...contentSettingsPanels,
  ...generatorSettingsPanels,
  ...billingSettingsPanels,
  ...googleSettingsPanels,
  ...youtubeSettingsPanels,
]
