import { count, desc } from 'drizzle-orm'
import type { OutboxPage } from '#shared/schemas/mail.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

export async function listOutbox(db: Db, page: { page: number; pageSize: number }): Promise<OutboxPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(mailOutbox),
  ])
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
    total: total?.value ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  }
}
