import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { expect, type Request, test } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { sameOrigin } from './support/same-origin.ts'

// A hostile page on another port of the same host is same-site, so the browser sends the
// operator's SameSite=Lax session cookie with its forms and no-cors fetches. Only the app's
// Origin check stands between that page and the shop's settings, content and payments.
const hostilePort = Number(process.env.E2E_HOSTILE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10)
const hostileOrigin = `http://localhost:${hostilePort}`

/** What a plain HTML page can send cross-origin without a CORS preflight, all at once. */
function hostilePage(appOrigin: string, targets: string[]): string {
  const forms = targets
    .map(
      (url, i) =>
        `<iframe name="sink${i}"></iframe>` +
        `<form method="post" enctype="text/plain" target="sink${i}" action="${appOrigin}${url}">` +
        `<input name='{"mainTitle":"Pwned","x":"' value='"}'></form>`,
    )
    .join('\n')
  // A read in a frame: its answer shows whether the browser sent the session cookie along.
  return `<!doctype html><html><head><title>Win a prize</title></head><body>
<iframe src="${appOrigin}/api/me/ledger"></iframe>
${forms}
<script>
  const targets = ${JSON.stringify(targets)};
  for (const form of document.forms) form.submit();
  for (const url of targets) {
    const init = { method: 'POST', credentials: 'include', mode: 'no-cors' };
    fetch(${JSON.stringify(appOrigin)} + url, init).catch(() => {});
    fetch(${JSON.stringify(appOrigin)} + url, { ...init, headers: { 'content-type': 'text/plain' }, body: '{}' }).catch(() => {});
  }
</script></body></html>`
}

let hostile: Server
let hostileHtml = ''
test.beforeAll(async () => {
  hostile = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostileHtml)
  })
  await new Promise<void>((resolve) => hostile.listen(hostilePort, resolve))
})
test.afterAll(async () => {
  await new Promise((resolve) => hostile.close(resolve))
})

// Later journeys expect the seeded banner and payment settings, even if this one failed midway.
test.afterEach(async ({ page, baseURL }) => {
  await page.request.post('/api/banner-section/reset', { headers: sameOrigin(baseURL) })
  await page.request.post('/api/paypal-settings/reset', { headers: sameOrigin(baseURL) })
})

test('a page on another port cannot reset content or payment settings, or approve a payment, with the admin’s cookie', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const api = page.request
  const headers = sameOrigin(baseURL)

  // The operator is signed in (the cookie lives in this browser) and has made the shop their own.
  expect((await api.post('/api/auth/sign-in/email', { headers, data: owner })).ok()).toBe(true)
  const title = `Our own banner ${randomBytes(3).toString('hex')}`
  const banner = (await (await api.get('/api/banner-section')).json()).data
  expect(
    (await api.put('/api/banner-section', { headers, data: { ...banner, mainTitle: title } })).ok(),
  ).toBe(true)
  const settings = await (await api.get('/api/paypal-settings/admin')).json()
  const goldButtons = { ...settings.buttonStyles, color: 'gold' }
  const saved = await api.put('/api/paypal-settings', {
    headers,
    data: {
      enabled: true,
      mode: 'simulated',
      clientId: '',
      currency: settings.currency,
      buttonStyles: goldButtons,
      webhookId: '',
    },
  })
  expect(saved.ok()).toBe(true)
  const [pkg] = await (await api.get('/api/packages')).json()
  const placed = await api.post('/api/orders', {
    headers,
    data: { packageId: pkg.id, fullName: owner.name, address: '1 Main Street', country: 'Canada' },
  })
  expect(placed.status()).toBe(201)
  const { orderId } = await placed.json()

  // The hostile page fires a text/plain form and two no-cors fetches at each target.
  const targets = [
    '/api/banner-section/reset',
    '/api/paypal-settings/reset',
    `/api/orders/${orderId}/simulate`,
  ]
  hostileHtml = hostilePage(appOrigin, targets)
  const sent: Request[] = []
  const settled = new Set<Request>()
  page.on('request', (request) => {
    if (request.url().startsWith(`${appOrigin}/api/`)) sent.push(request)
  })
  page.on('requestfinished', (request) => settled.add(request))
  page.on('requestfailed', (request) => settled.add(request))
  await page.goto(`${hostileOrigin}/`)
  await expect.poll(() => sent.length).toBe(1 + targets.length * 3)
  await expect.poll(() => sent.every((request) => settled.has(request))).toBe(true)
  const seen = async (kind: string) =>
    Promise.all(
      sent
        .filter((request) => request.resourceType() === kind)
        .map(async (request) => {
          // A no-cors answer is hidden from the page (and from Playwright) by its CORP header.
          const status = kind === 'fetch' ? 'sent' : (await request.response())?.status()
          return `${status} ${request.method()} ${new URL(request.url()).pathname}`
        }),
    )

  // The frames show the session rode along (the read answered as the admin, not 401) and that the
  // forms were refused. The fetches were all sent; what they did shows in the app below.
  expect((await seen('document')).sort()).toEqual(
    ['200 GET /api/me/ledger', ...targets.map((url) => `403 POST ${url}`)].sort(),
  )
  expect((await seen('fetch')).sort()).toEqual(
    [...targets, ...targets].map((url) => `sent POST ${url}`).sort(),
  )

  // Through the app, nothing changed: the banner, the PayPal button colour and the pending order.
  // (The bodyless fetches pass the body-type check, so only the Origin check stops them.)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  expect((await (await api.get('/api/paypal-settings')).json()).buttonStyles.color).toBe('gold')
  expect((await (await api.get(`/api/orders/${orderId}`)).json()).paymentStatus).toBe('pending')

  // The app's own page still writes: the browser names its origin by itself. Put things back.
  const status = await page.evaluate(
    async (repairs) => {
      const codes: number[] = []
      for (const { method, url } of repairs) codes.push((await fetch(url, { method })).status)
      return codes
    },
    [
      { method: 'POST', url: '/api/banner-section/reset' },
      { method: 'POST', url: '/api/paypal-settings/reset' },
      { method: 'DELETE', url: `/api/orders/${orderId}` },
    ],
  )
  expect(status).toEqual([200, 200, 200])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(title)
})
