import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SmartLink } from './smart-link.tsx'

const renderLink = (to: string) =>
  render(
    <MemoryRouter>
      <SmartLink to={to}>Go</SmartLink>
    </MemoryRouter>,
  )

describe('SmartLink', () => {
  it('routes a path on this site in-app and opens http(s) in a new tab', () => {
    renderLink('/register')
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/register')
    renderLink('https://x.com/')
    const external = screen.getAllByRole('link', { name: 'Go' })[1]
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it.each(['/\\evil.example', '//evil.example', 'javascript:alert(1)', '/\t/evil.example'])(
    'renders a stored %j as text, never as a link',
    (to) => {
      renderLink(to)
      expect(screen.getByText('Go')).toBeInTheDocument()
      expect(screen.queryByRole('link')).not.toBeInTheDocument()
    },
  )
})
