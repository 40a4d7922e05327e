import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AboutSection } from '#web/features/content/components/about-section.tsx'
import { BannerSection } from '#web/features/content/components/banner-section.tsx'
import { ContentFooter } from '#web/features/content/components/content-footer.tsx'
import { FeaturesSection } from '#web/features/content/components/features-section.tsx'
import { PricingSection } from '#web/features/content/components/pricing-section.tsx'
import { TestimonialsSection } from '#web/features/content/components/testimonials-section.tsx'
import { contentHandlers, sectionAnswer } from '#web/features/content/test/content-fixtures.ts'
import { json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

function renderSection(element: ReactNode, { signedIn = false } = {}) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], signedIn ? member : null)
  return renderApp({ routes: [{ path: '/', element }], queryClient })
}

const serverError = () =>
  json(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } })
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('banner', () => {
  it('signed out: the button is "Create Account Now" to /register, whatever is configured', async () => {
    stubFetch(contentHandlers())
    renderSection(<BannerSection />)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent('Scroll-stopping thumbnails that get clicked, forged in seconds')
    expect(heading.querySelector('strong')).toHaveTextContent('clicked')
    expect(screen.getByRole('link', { name: 'Create Account Now' })).toHaveAttribute('href', '/register')
    expect(screen.queryByRole('link', { name: /Generate a Thumbnail/ })).not.toBeInTheDocument()
  })

  it('signed in: the configured button text and link', async () => {
    stubFetch(contentHandlers())
    renderSection(<BannerSection />, { signedIn: true })
    expect(await screen.findByRole('link', { name: 'Generate a Thumbnail' })).toHaveAttribute(
      'href',
      '/user/generate-image',
    )
    expect(screen.queryByRole('link', { name: 'Create Account Now' })).not.toBeInTheDocument()
  })

  it('an 11-character YouTube id embeds the video instead of the background image', async () => {
    stubFetch(
      contentHandlers({
        'banner-section': () =>
          sectionAnswer('banner-section', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      }),
    )
    const { container } = renderSection(<BannerSection />)
    const video = await screen.findByTitle('Thumbforge video')
    expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(container.querySelector('img')).toBeNull()
  })

  it('without a valid video id the background image shows', async () => {
    stubFetch(
      contentHandlers({
        'banner-section': () => sectionAnswer('banner-section', { youtubeUrl: 'https://youtu.be/short' }),
      }),
    )
    const { container } = renderSection(<BannerSection />)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByTitle('Thumbforge video')).not.toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/banner-background.webp')
  })

  it('is not rendered when inactive', async () => {
    stubFetch(
      contentHandlers({ 'banner-section': () => sectionAnswer('banner-section', { isActive: false }) }),
    )
    const { container } = renderSection(<BannerSection />)
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull())
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('offline: "Error Loading Banner", "Network error or server not responding" and a Retry that reloads', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    stubFetch({ 'GET /api/banner-section': offline })
    renderSection(<BannerSection />)
    expect(await screen.findByRole('heading', { name: 'Error Loading Banner' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Network error or server not responding')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('each section fails on its own, with its own message', () => {
  it.each([
    [
      'features-section',
      <FeaturesSection key="f" />,
      'Failed to load features section. Please try again later.',
    ],
    ['about-section', <AboutSection key="a" />, 'Failed to load about section. Please try again later.'],
    [
      'testimonials-section',
      <TestimonialsSection key="t" />,
      'Failed to load testimonials section. Please try again later.',
    ],
    ['footer-section', <ContentFooter key="o" />, 'Failed to load footer section. Please try again later.'],
  ])('%s', async (key, element, message) => {
    stubFetch({ ...contentHandlers(), [`GET /api/${key}`]: serverError })
    renderSection(element)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('the other sections still show when one fails', async () => {
    stubFetch({ ...contentHandlers(), 'GET /api/features-section': serverError })
    renderSection(
      <>
        <FeaturesSection />
        <AboutSection />
      </>,
    )
    expect(await screen.findByRole('heading', { name: 'Made for creators' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load features section.')
  })

  it.each([
    ['features-section', <FeaturesSection key="f" />],
    ['about-section', <AboutSection key="a" />],
    ['testimonials-section', <TestimonialsSection key="t" />],
    ['footer-section', <ContentFooter key="o" />],
  ] as const)('%s is not rendered when inactive', async (key, element) => {
    stubFetch(contentHandlers({ [key]: () => sectionAnswer(key, { isActive: false }) }))
    const { container } = renderSection(element)
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull())
    expect(container.querySelector('section, footer')).toBeNull()
  })
})

describe('footer', () => {
  it('shows the logo, links, connect section, social links and the sanitized copyright HTML', async () => {
    stubFetch(contentHandlers())
    renderSection(<ContentFooter />)
    await screen.findByRole('heading', { name: 'Stay in touch' })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('img', { name: 'Thumbforge' })).toHaveAttribute('src', '/images/logo.svg')
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    expect(within(footer).getByRole('heading', { name: 'Stay in touch' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/',
    )
    expect(footer.querySelector('strong')).toHaveTextContent('Thumbforge')
  })
})

describe('admin HTML is sanitized again on render', () => {
  // What a database written behind the API (or a compromised cache) could hand the page.
  const hostile =
    '<em>Fresh</em><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>'

  it('the banner title and the footer copyright keep inline formatting and lose the rest', async () => {
    stubFetch(
      contentHandlers({
        'banner-section': () => sectionAnswer('banner-section', { mainTitle: hostile }),
        'footer-section': () => sectionAnswer('footer-section', { copyright: hostile }),
      }),
    )
    renderSection(
      <>
        <BannerSection />
        <ContentFooter />
      </>,
    )
    const heading = await screen.findByRole('heading', { level: 1 })
    await screen.findByRole('contentinfo')
    for (const html of [heading, screen.getByRole('contentinfo')]) {
      await waitFor(() => expect(html.querySelector('em')).toHaveTextContent('Fresh'))
      expect(html.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull()
    }
    expect(heading.querySelector('img')).toBeNull()
  })
})

const pkg = (id: string, name: string, priceCents: number, extra: Record<string, unknown> = {}) => ({
  id,
  packageName: name,
  priceCents,
  credit: 50,
  validity: 30,
  isPopular: false,
  points: {},
  ...extra,
})

describe('pricing', () => {
  it('shows "Loading packages..." first, then one card per package', async () => {
    stubFetch({
      'GET /api/packages': () =>
        json(200, [
          pkg('p1', 'Starter', 500, { points: { pointTwo: 'Second', pointOne: 'First', pointThree: '  ' } }),
          pkg('p2', 'Creator', 1900),
          pkg('p3', 'Studio', 4900),
        ]),
    })
    renderSection(<PricingSection />)
    expect(screen.getByRole('heading', { name: 'Affordable Pricing' })).toBeInTheDocument()
    expect(screen.getByText('Pricing Plans')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages...')

    const starter = (await screen.findByRole('heading', { name: 'Starter' })).closest('li') as HTMLElement
    expect(starter).toHaveTextContent('$5.00 USD')
    expect(
      within(starter)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First', 'Second'])
    expect(within(starter).getByRole('link', { name: 'Buy The Plan' })).toHaveAttribute('href', '/buy/p1')
    expect(starter.style.animationDelay).toBe('0ms')
    expect(starter.style.animationDuration).toBe('1500ms')
    const studio = screen.getByRole('heading', { name: 'Studio' }).closest('li') as HTMLElement
    expect(studio.style.animationDelay).toBe('400ms')
  })

  it('prices the cards in the shop’s currency', async () => {
    stubFetch({
      'GET /api/packages': () => json(200, [pkg('p1', 'Starter', 500)]),
      'GET /api/paypal-settings': () => json(200, { enabled: true, mode: 'sandbox', currency: 'EUR' }),
    })
    renderSection(<PricingSection />)
    const starter = (await screen.findByRole('heading', { name: 'Starter' })).closest('li') as HTMLElement
    await waitFor(() => expect(starter).toHaveTextContent('€5.00 EUR'))
  })

  it('highlights the card at index 1, and any package marked isPopular', async () => {
    stubFetch({
      'GET /api/packages': () =>
        json(200, [pkg('a', 'A', 100), pkg('b', 'B', 200), pkg('c', 'C', 300, { isPopular: true })]),
    })
    renderSection(<PricingSection />)
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li')?.getAttribute('data-highlighted')
    expect(await card('A')).toBeNull()
    expect(await card('B')).toBe('true')
    expect(await card('C')).toBe('true')
  })

  it('a failed answer reads "Error: Failed to fetch packages"', async () => {
    stubFetch({ 'GET /api/packages': serverError })
    renderSection(<PricingSection />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch packages')
  })

  it('a network failure shows "Error: " and its message', async () => {
    stubFetch({ 'GET /api/packages': offline })
    renderSection(<PricingSection />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Network request failed')
  })
})

describe('home page', () => {
  it('sets the page title and the meta description about an AI thumbnail generator', async () => {
    stubFetch({ 'GET /api/me': signedOutMe, ...contentHandlers() })
    renderApp()
    await screen.findByRole('heading', { level: 1 })
    expect(document.title).toMatch(/AI YouTube Thumbnail Generator/)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /AI YouTube thumbnail generator/,
    )
  })
})
