import { username } from 'better-auth/plugins'
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { authTables } from './auth.ts'
import { authSchemaGaps } from './schema-gaps.ts'
import { authForSchema } from './schema-tool.ts'

// better-auth's schema is ours, written by hand (decision 050): this is what keeps it whole when
// better-auth is upgraded or configured differently.
describe('the auth tables', () => {
  const { options } = authForSchema()

  it('hold every table, column, constraint and index better-auth generates for our config', () => {
    expect(authSchemaGaps(options, authTables)).toEqual([])
  })

  it('are found short when a plugin needs columns no migration added', () => {
    const gaps = authSchemaGaps({ ...options, plugins: [username()] }, authTables)
    expect(gaps).toContain('user.username: no column')
    expect(gaps).toContain('user.displayUsername: no column')
  })

  it('are found short of each constraint a table leaves out', () => {
    const looseSession = pgTable('session', {
      id: text('id').primaryKey(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      token: text('token'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      updatedAt: text('updated_at').notNull(),
      ipAddress: text('ip_address'),
      userAgent: text('user_agent'),
      userId: text('user_id').notNull(),
    })
    const gaps = authSchemaGaps(options, { ...authTables, session: looseSession })
    expect(gaps).toEqual([
      'session.token: nullable, expected NOT NULL',
      'session.token: not unique',
      'session.updatedAt: string, expected date',
      'session.userId: no foreign key to user',
      'session.userId: no index',
    ])
  })
})
