import { desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema.ts'

/** The newest e-mail the app recorded for this address. */
export async function lastMailTo(db: Db, to: string) {
  const [message] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  return message
}

export function resetLinkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)
  if (!match) throw new Error(`no reset link in: ${text}`)
  return match[0]
}
