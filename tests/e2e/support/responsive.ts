import type { BrowserContext, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { sameOrigin } from './same-origin.ts'

// The widths the responsive-*.spec.ts files try: a common phone, a tablet, a laptop.
export const phone = { width: 375, height: 740 }
export const tablet = { width: 768, height: 1024 }
export const desktop = { width: 1280, height: 800 }

/** Places one unpaid package order for whoever is signed in, so the order tables have a row. */
export async function placeOrder(context: BrowserContext, baseURL: string | undefined, fullName: string) {
  const [pkg] = await (await context.request.get('/api/packages')).json()
  const placed = await context.request.post('/api/orders', {
    headers: sameOrigin(baseURL),
    data: { packageId: pkg.id, fullName, address: '1 Main Street', country: 'Canada' },
  })
  expect(placed.status()).toBe(201)
  return (await placed.json()) as { orderId: string }
}

/**
 * Opens a support ticket with a long unbroken URL in it (the kind of text that pushes a phone page
 * sideways); it also queues the operator's notification, so the mail outbox has a row.
 */
export async function openTicket(context: BrowserContext, baseURL: string | undefined) {
  const opened = await context.request.post('/api/support-tickets', {
    headers: sameOrigin(baseURL),
    data: {
      subject: 'Checkout fails: https://example.com/a-very-long-link/that-does-not-break/anywhere-at-all',
      message: 'Still broken: https://example.com/another/very/long/unbroken/address/for/the/message/body',
    },
  })
  expect(opened.status()).toBe(201)
}

/** How far the page reaches past the right edge of the window (0: nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
