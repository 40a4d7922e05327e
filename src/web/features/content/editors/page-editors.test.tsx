import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, renderEditor, validationError } from '#web/features/content/editors/editor-test-kit.tsx'
import { TermsPageEditor } from '#web/features/content/editors/legal-page-editor.tsx'
import { PricingFaqEditor } from '#web/features/content/editors/pricing-faq-editor.tsx'
import { sectionFixtures } from '#web/features/content/test/content-fixtures.ts'

afterEach(() => vi.unstubAllGlobals())

const stamp = { isActive: true, updatedAt: '2026-11-20T10:00:00.000Z' }

describe('Pricing FAQ editor', () => {
  it('names the empty question and answer before anything is sent', async () => {
    const { user, fetchMock } = renderEditor(<PricingFaqEditor />, {
      'GET /api/pricing-faq': () => envelope({ ...sectionFixtures['pricing-faq'], ...stamp }),
    })
    await user.click(await screen.findByRole('button', { name: 'Add Question' }))
    const second = screen.getByRole('group', { name: 'Question 2' })
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await within(second).findByText('Question is required')).toBeInTheDocument()
    expect(within(second).getByText('Answer is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('saves the questions and says so', async () => {
    let saved: unknown
    const { user } = renderEditor(<PricingFaqEditor />, {
      'GET /api/pricing-faq': () => envelope({ ...sectionFixtures['pricing-faq'], ...stamp }),
      'PUT /api/pricing-faq': ({ body }) => {
        saved = body
        return envelope({ ...(body as object), ...stamp })
      },
    })
    const answer = await screen.findByLabelText(/^Answer/)
    await user.clear(answer)
    await user.type(answer, 'Never.')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Pricing FAQ updated successfully')).toBeInTheDocument()
    expect(saved).toMatchObject({ faqs: [{ id: 1, question: 'Do my credits expire?', answer: 'Never.' }] })
  })
})

describe('Terms page editor', () => {
  it('names an empty title, heading and text', async () => {
    const { user } = renderEditor(<TermsPageEditor />, {
      'GET /api/terms-page': () => envelope({ ...sectionFixtures['terms-page'], ...stamp }),
    })
    await user.clear(await screen.findByLabelText(/^Title/))
    await user.click(screen.getByRole('button', { name: 'Add Section' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    const second = screen.getByRole('group', { name: 'Section 2' })
    expect(within(second).getByText('Heading is required')).toBeInTheDocument()
    expect(within(second).getByText('Text is required')).toBeInTheDocument()
  })

  it('shows the server’s reason on the field it names', async () => {
    const { user } = renderEditor(<TermsPageEditor />, {
      'GET /api/terms-page': () => envelope({ ...sectionFixtures['terms-page'], ...stamp }),
      'PUT /api/terms-page': () =>
        validationError([{ path: 'sections', message: 'At least one section is required' }]),
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update terms page')).toBeInTheDocument()
    expect(screen.getAllByText('At least one section is required').length).toBeGreaterThan(0)
  })
})
