import { desc } from 'drizzle-orm'
import type { OutboxPage } from '#shared/admin/outbox.ts'
import type { DbOrTx } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'

export async function listOutbox(db: DbOrTx, page: { page: number; pageSize: number }): Promise<OutboxPage> {
  const offset = pageOffset(page)
  // One after the other: a bounded read runs both in one transaction, on one connection.
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.pageSize)
    .offset(offset)
  const counted = await cappedCount(db, mailOutbox, undefined)
  return {
    messages: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
    ...counted,
    page: page.page,
    pageSize: page.pageSize,
  }
}
