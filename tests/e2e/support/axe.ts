import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * sonner's toasts: one caught fading in is measured half-transparent over the page (a 3.3:1
 * "contrast" that is gone once it has arrived), so a check made just after a toast leaves them out.
 */
export const TOASTER = '[data-sonner-toaster]'

/**
 * axe on the page as it stands (less `exclude`): no serious or critical violation, each listed by
 * rule and element.
 */
export async function expectNoBlockingViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page })
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}
