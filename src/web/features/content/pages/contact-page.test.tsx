import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactPage } from '#web/features/content/pages/contact-page.tsx'
import { sectionAnswer } from '#web/features/content/test/content-fixtures.ts'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderContact = () => renderApp({ routes: [{ path: '/', element: <ContactPage /> }] })
const fill = async (user: ReturnType<typeof renderContact>['user']) => {
  await user.type(screen.getByLabelText('Name'), 'Vera')
  await user.type(screen.getByLabelText('Email'), 'vera@example.test')
  await user.type(screen.getByLabelText('Subject'), 'Bulk credits')
  await user.type(screen.getByLabelText('Phone'), '+1 555 0100')
  await user.type(screen.getByLabelText('Message'), 'Hello there')
}

describe('contact page', () => {
  it('shows the server’s title, subtitle and image', async () => {
    stubFetch({ 'GET /api/contact-page': () => sectionAnswer('contact-page') })
    renderContact()
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in touch' })).toBeInTheDocument()
    expect(screen.getByText('Questions about credits?')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'support@shop.example' })).toHaveAttribute(
      'href',
      'mailto:support@shop.example',
    )
  })

  it('says "No contact information available" when there is none', async () => {
    stubFetch({ 'GET /api/contact-page': () => sectionAnswer('contact-page', { isActive: false }) })
    renderContact()
    expect(await screen.findByText('No contact information available')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument()
  })

  it('says "Error loading contact information: {message}" when it cannot load', async () => {
    stubFetch({
      'GET /api/contact-page': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    })
    renderContact()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading contact information: Something went wrong.',
    )
  })

  it('requires all five fields, with the spec’s hints word for word, and sends nothing', async () => {
    const fetchMock = stubFetch({ 'GET /api/contact-page': () => sectionAnswer('contact-page') })
    const { user } = renderContact()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    for (const hint of [
      'Please enter your name',
      'Please enter your email',
      'Please enter your subjects',
      'Please enter your phone number',
      'Please enter your message',
    ]) {
      expect(await screen.findByText(hint)).toBeInTheDocument()
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('sends the message: "Sending..." while busy, then "Message Sent Successfully!" and an empty form', async () => {
    const pending = deferredResponse()
    const fetchMock = stubFetch({
      'GET /api/contact-page': () => sectionAnswer('contact-page'),
      'POST /api/contact-messages': () => pending.promise,
    })
    const { user } = renderContact()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Vera',
      email: 'vera@example.test',
      subject: 'Bulk credits',
      phone: '+1 555 0100',
      message: 'Hello there',
    })
    pending.release(json(201, { success: true, message: 'Message Sent Successfully!' }))
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
  })

  it('a refused message toasts "Failed to send message. Please try again." and keeps the text', async () => {
    stubFetch({
      'GET /api/contact-page': () => sectionAnswer('contact-page'),
      'POST /api/contact-messages': () =>
        json(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } }),
    })
    const { user } = renderContact()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there')
  })
})
