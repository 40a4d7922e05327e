import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * better-auth's four tables, written by hand (its schema CLI needs Node 22). Our own columns on
 * `user` are not declared to better-auth, so no auth endpoint can write them: role, membership and
 * credits change only through our services.
 */
export const users = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    role: text('role').notNull().default('member'),
    membership: text('membership').notNull().default('free'),
    membershipEndsAt: timestamp('membership_ends_at', { withTimezone: true }),
    creditBalance: integer('credit_balance').notNull().default(0),
    // Profile fields the Account settings screen edits (spec: aboutMe, address, city, country, phone).
    aboutMe: text('about_me'),
    address: text('address'),
    phone: text('phone'),
    city: text('city'),
    country: text('country'),
  },
  (t) => [
    check('user_credit_balance_non_negative', sql`${t.creditBalance} >= 0`),
    check('user_role_known', sql`${t.role} in ('member', 'moderator', 'Seller', 'Admin')`),
    index('user_role_idx').on(t.role),
    // Migration 0005: the users list's default order, the lower(email) look-ups, and the search
    // by substring of name or e-mail (role and membership match by equality: users.service.ts).
    index('user_created_idx').on(t.createdAt),
    index('user_membership_idx').on(t.membership),
    index('user_email_lower_idx').on(sql`lower(${t.email})`),
    index('user_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('user_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
)

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
)

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
)
