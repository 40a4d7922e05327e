import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS, Avatar, avatarColor } from '#web/components/ui/avatar.tsx'

describe('Avatar', () => {
  it('picks one of 10 colours by id, always the same for the same id', () => {
    expect(AVATAR_COLORS).toHaveLength(10)
    const ids = Array.from({ length: 200 }, (_, i) => `user-${i}`)
    for (const id of ids) expect(avatarColor(id)).toBe(avatarColor(id))
    // Enough ids spread over every colour, so the table does not show one colour for everyone.
    expect(new Set(ids.map(avatarColor)).size).toBe(10)
  })

  it('shows the photo, and the coloured initial instead when the photo fails to load', () => {
    const { container } = render(<Avatar id="u1" name="mia" src="/api/avatars/u1/gone.jpg" size={150} />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img).toHaveAttribute('width', '150')
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('M')).toHaveAttribute('data-avatar-color', avatarColor('u1'))
  })

  it('shows the initial when there is no photo', () => {
    render(<Avatar id="u2" name="  zoe" src={null} />)
    expect(screen.getByText('Z')).toHaveAttribute('data-avatar-color', avatarColor('u2'))
  })
})
