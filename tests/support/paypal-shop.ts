import { firstPackage } from './billing.ts'
import { cleanUpLater } from './clean-up.ts'
import { createAdmin } from './factories.ts'
import { configurePaypal, startFakePaypal } from './fake-paypal.ts'
import { createTestApp } from './test-app.ts'

/**
 * A shop whose PayPal client talks to a fresh fake PayPal server: the app, its admin and its first
 * package. PayPal is set up in the admin panel unless `configured` is false.
 */
export async function paypalShop(options: { configured?: boolean } = {}) {
  const fake = await startFakePaypal()
  cleanUpLater(() => fake.close())
  const { app } = await createTestApp({ PAYPAL_API_BASE_URL: fake.url })
  const admin = await createAdmin(app)
  if (options.configured !== false) await configurePaypal(app, admin, fake)
  return { fake, app, admin, pkg: await firstPackage(app) }
}
