import type { TicketDetail } from '#shared/support/schemas.ts'

/** A ticket as the API answers it, for the component tests. */
export function ticketFixture(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'user-mia',
    userName: 'Mia Member',
    userEmail: 'mia@example.com',
    userImage: null,
    subject: 'Download fails',
    phone: '',
    message: 'The download button does nothing.',
    status: 'open',
    priority: 'medium',
    generationId: null,
    refundedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    messages: [],
    generation: null,
    picture: null,
    ...overrides,
  }
}

export const pageOf = (...tickets: TicketDetail[]) => ({
  tickets,
  total: tickets.length,
  totalCapped: false,
  page: 1,
  pageSize: 100,
})
