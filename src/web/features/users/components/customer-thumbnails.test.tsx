import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CustomerGenerations } from './customer-thumbnails.tsx'

const base = { prompt: 'Create an HD 16:9 viral YouTube thumbnail', provider: 'offline', error: null }

describe('the customer view’s thumbnails', () => {
  it('shows each picture (small, lazy, sized) and its title instead of the shared prompt', () => {
    render(
      <CustomerGenerations
        counts={{ total: 3, failed: 1 }}
        generations={[
          {
            ...base,
            id: 'g1',
            title: 'Ten Secret Levels',
            category: 'Gaming',
            imageUrl: '/api/generations/g1/image?size=small',
            width: 1280,
            height: 720,
            status: 'succeeded',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          {
            ...base,
            id: 'g2',
            title: 'Shorts Cover',
            category: 'Music',
            imageUrl: '/api/generations/g2/image?size=small',
            width: 1080,
            height: 1920,
            status: 'succeeded',
            createdAt: '2026-11-20T09:00:00.000Z',
          },
          {
            ...base,
            id: 'g3',
            title: null,
            category: 'Food & Cooking',
            imageUrl: null,
            width: null,
            height: null,
            status: 'failed',
            error: 'No image was generated from the API response',
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ]}
      />,
    )
    const [wide, tall, failed] = screen.getAllByRole('listitem')
    const widePicture = within(wide as HTMLElement).getByRole('img', { name: 'Ten Secret Levels' })
    expect(widePicture).toHaveAttribute('src', '/api/generations/g1/image?size=small')
    expect(widePicture).toHaveAttribute('loading', 'lazy')
    expect(widePicture).toHaveAttribute('width', '128')
    expect(widePicture).toHaveAttribute('height', '72')
    // A Shorts cover stands in the same box, not stretched across it.
    const tallPicture = within(tall as HTMLElement).getByRole('img', { name: 'Shorts Cover' })
    expect(tallPicture).toHaveAttribute('width', '41')
    expect(tallPicture).toHaveAttribute('height', '72')
    expect(within(failed as HTMLElement).getByText('Untitled Food & Cooking thumbnail')).toBeInTheDocument()
    expect(within(failed as HTMLElement).getByRole('img', { name: /no picture/ })).toBeInTheDocument()
    expect(within(failed as HTMLElement).getByText(/No image was generated/)).toBeInTheDocument()
    expect(screen.queryByText(base.prompt)).not.toBeInTheDocument()
  })
})
