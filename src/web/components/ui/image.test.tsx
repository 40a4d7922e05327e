import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Image } from '#web/components/ui/image.tsx'

describe('Image', () => {
  it('shows the placeholder when there is no source', () => {
    render(<Image src="" alt="About" />)
    expect(screen.getByRole('img', { name: 'About' })).toHaveAttribute('src', '/images/placeholder.svg')
  })

  it('swaps to the placeholder when the image fails to load, keeping its alt text', () => {
    render(<Image src="/broken.png" alt="Team photo" />)
    const img = screen.getByRole('img', { name: 'Team photo' })
    expect(img).toHaveAttribute('src', '/broken.png')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/images/placeholder.svg')
    expect(img).toHaveAttribute('data-placeholder', 'true')
  })

  it('uses a given fallback (the default avatar for testimonials)', () => {
    render(<Image src={null} fallbackSrc="/images/avatar.svg" alt="" />)
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/avatar.svg')
  })
})
