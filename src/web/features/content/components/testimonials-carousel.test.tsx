import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TestimonialsCarousel } from '#web/features/content/components/testimonials-carousel.tsx'

const testimonials = [
  {
    id: 1,
    image: '/images/testimonials/maya.svg',
    name: 'Maya R.',
    designation: 'Tech reviewer',
    content: 'Crisp.',
  },
  { id: 2, image: '/images/gone.png', name: 'Jonas K.', designation: 'Gaming', content: 'Fast.' },
]

const avatarOf = (name: string) => {
  const slide = screen.getByText(name).closest('figure')
  if (!slide) throw new Error(`no slide for ${name}`)
  return within(slide).getByRole('presentation')
}

// jsdom has neither matchMedia nor IntersectionObserver, which embla needs to start.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('testimonial avatars', () => {
  it('show each portrait, lazily and at a fixed size, and the default avatar when one fails to load', () => {
    render(<TestimonialsCarousel testimonials={testimonials} />)
    const maya = avatarOf('Maya R.')
    expect(maya).toHaveAttribute('src', '/images/testimonials/maya.svg')
    expect(maya).toHaveAttribute('loading', 'lazy')
    expect(maya).toHaveAttribute('width', '48')

    const jonas = avatarOf('Jonas K.')
    fireEvent.error(jonas)
    expect(avatarOf('Jonas K.')).toHaveAttribute('src', '/images/avatar.svg')
  })
})
