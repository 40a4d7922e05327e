import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PrepublishCheckPanel } from './prepublish-check-panel.tsx'

describe('PrepublishCheckPanel', () => {
  it('says a thumbnail without a title has one thing to fix, and what to do', () => {
    render(
      <PrepublishCheckPanel
        check={{
          status: 'warn',
          items: [
            {
              code: 'no-title',
              ok: false,
              message: 'There is no title on the thumbnail',
              fix: 'Add a title of 1–4 big words, so the thumbnail says what the video is at a glance',
            },
          ],
        }}
      />,
    )
    expect(screen.getByText('Pre-publish check: 1 thing to fix')).toBeVisible()
    const item = screen.getByRole('listitem')
    expect(item).toHaveTextContent('Title: Check this. There is no title on the thumbnail.')
    expect(item).toHaveTextContent(
      'Fix: Add a title of 1–4 big words, so the thumbnail says what the video is at a glance.',
    )
  })

  it('names characters that would be drawn as boxes, beside a contrast measured on the letters', () => {
    render(
      <PrepublishCheckPanel
        check={{
          status: 'warn',
          items: [
            {
              code: 'title-glyphs',
              ok: false,
              message: 'These characters would be drawn as empty boxes: 𓀀',
              fix: 'Remove them from the title or write them another way',
            },
            {
              code: 'text-contrast',
              ok: true,
              message:
                'The letters stand out from their own outline (21.0:1), which is 1.6 px wide at 168×94 (the sidebar)',
              fix: null,
            },
          ],
        }}
      />,
    )
    const [glyphs, contrast] = screen.getAllByRole('listitem')
    expect(glyphs).toHaveTextContent(
      'Characters: Check this. These characters would be drawn as empty boxes: 𓀀.',
    )
    expect(contrast).toHaveTextContent('Contrast: OK. The letters stand out from their own outline (21.0:1)')
    expect(contrast).not.toHaveTextContent('Fix:')
  })
})
