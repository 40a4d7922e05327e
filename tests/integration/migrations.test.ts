import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, openPglite, openPostgres, wrapPglite } from '#server/db/client.ts'
import { migrationsFolder, runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { contentSections, packages } from '#server/db/schema.ts'
import { defaultPackages } from '#server/features/billing/index.ts'
import { cloneTestDatabase, testDatabaseName } from '../support/test-database.ts'

const migrationCount = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length

async function appliedMigrations(database: Database) {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as {
    rows: Array<{ n: number }>
  }
  return result.rows[0]?.n
}

describe('migrations', () => {
  it('apply once on an empty database even when two app instances start together (races only on PostgreSQL)', async () => {
    const url = process.env.TEST_DATABASE_URL
    if (url) {
      const name = testDatabaseName()
      await adminQuery(url, `create database ${name}`)
      const first = openPostgres(databaseUrl(url, name), 2)
      const second = openPostgres(databaseUrl(url, name), 2)
      try {
        await Promise.all([runMigrations(first), runMigrations(second)])
        expect(await appliedMigrations(first)).toBe(migrationCount)
      } finally {
        await first.close()
        await second.close()
        await adminQuery(url, `drop database if exists ${name} with (force)`)
      }
      return
    }
    // The embedded database is one process's by design (the DATA_DIR lock); a restart re-runs them.
    const database = await openPglite({})
    try {
      await runMigrations(database)
      await runMigrations(database)
      expect(await appliedMigrations(database)).toBe(migrationCount)
    } finally {
      await database.close()
    }
  })
})

/** How each search index was built: `gin` with gin_trgm_ops, or the b-tree fallback. */
async function searchIndexes(database: Database) {
  const result = (await database.db.execute(
    sql`select indexname, indexdef from pg_indexes where indexname like '%trgm_idx' order by indexname`,
  )) as { rows: Array<{ indexname: string; indexdef: string }> }
  return result.rows
}

const searchIndexNames = [
  'order_customer_email_trgm_idx',
  'order_customer_name_trgm_idx',
  'order_item_code_trgm_idx',
  'order_order_id_trgm_idx',
  'order_order_status_trgm_idx',
  'order_paypal_transaction_trgm_idx',
  'order_product_name_trgm_idx',
  'support_ticket_email_trgm_idx',
  'user_email_trgm_idx',
  'user_name_trgm_idx',
]

describe('the query indexes (0005)', () => {
  it('index every searched column by trigram where pg_trgm exists (PostgreSQL, and PGlite with its contrib module)', async () => {
    const database = await cloneTestDatabase()
    const indexes = await searchIndexes(database)
    expect(indexes.map((i) => i.indexname)).toEqual(searchIndexNames)
    for (const index of indexes) expect(index.indexdef).toMatch(/USING gin \(\w+ gin_trgm_ops\)/)
  })

  it('still apply on a database without pg_trgm, with plain indexes under the same names', async () => {
    // A PGlite opened without the contrib module cannot create the extension.
    const database = wrapPglite(await PGlite.create())
    try {
      await runMigrations(database)
      expect(await appliedMigrations(database)).toBe(migrationCount)
      const indexes = await searchIndexes(database)
      expect(indexes.map((i) => i.indexname)).toEqual(searchIndexNames)
      for (const index of indexes) expect(index.indexdef).toMatch(/USING btree/)
      // The searches still work there, by scanning.
      await database.db.execute(
        sql`insert into "user" (id, name, email) values ('u1', 'Ada Lovelace', 'ada@example.com')`,
      )
      const found = (await database.db.execute(sql`select id from "user" where name ilike ${'%lovel%'}`)) as {
        rows: Array<{ id: string }>
      }
      expect(found.rows).toEqual([{ id: 'u1' }])
    } finally {
      await database.close()
    }
  })
})

describe('the testimonial portraits (0009)', () => {
  it('give the four seeded people their portraits, and leave anything the operator changed', async () => {
    const database = await cloneTestDatabase()
    const person = (id: number, name: string, image: string) => ({
      id,
      name,
      image,
      designation: '',
      content: 'x',
    })
    const before = {
      subTitle: 'Testimonials',
      mainTitle: 'Creators love the results',
      testimonials: [
        person(1, 'Maya R.', '/images/avatar.svg'),
        person(2, 'Jonas K.', '/files/jonas-real-photo.png'),
        person(3, 'Ana B.', '/images/avatar.svg'),
        person(4, 'Leo M.', '/images/avatar.svg'),
      ],
    }
    await database.db
      .insert(contentSections)
      .values({ key: 'testimonials-section', data: before })
      .onConflictDoUpdate({ target: contentSections.key, set: { data: before } })
    const migration = readFileSync(path.join(migrationsFolder, '0009_testimonial_portraits.sql'), 'utf8')
    await database.db.execute(sql.raw(migration))

    const [row] = await database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.key, 'testimonials-section'))
    const after = row?.data as typeof before
    expect(after.testimonials.map((t) => [t.name, t.image])).toEqual([
      ['Maya R.', '/images/testimonials/maya.svg'],
      ['Jonas K.', '/files/jonas-real-photo.png'],
      ['Ana B.', '/images/avatar.svg'],
      ['Leo M.', '/images/testimonials/leo.svg'],
    ])
    expect(after.mainTitle).toBe('Creators love the results')
  })
})

describe('the true package bullets (0017)', () => {
  it('rewrite the bullets of a package still exactly as seeded, and keep what the operator edited', async () => {
    const database = await cloneTestDatabase()
    const seededStarter = {
      pointOne: '20 thumbnail credits',
      pointTwo: 'All 25 categories',
      pointThree: 'Exact-text titles',
    }
    const editedCreator = {
      pointOne: '100 thumbnail credits',
      pointTwo: 'Up to 4K output',
      pointThree: 'Our best value',
      pointFour: 'Free text re-edits',
    }
    const seededStudio = {
      pointOne: '300 thumbnail credits',
      pointTwo: 'Up to 4K output',
      pointThree: 'Priority support',
      pointFour: 'Free text re-edits',
    }
    await database.db.delete(packages)
    await database.db.insert(packages).values([
      { name: 'Starter', priceCents: 500, credit: 20, points: seededStarter },
      { name: 'Creator', priceCents: 1900, credit: 100, points: editedCreator },
      // Renamed by the operator: not the seeded package any more, whatever its bullets.
      { name: 'Agency', priceCents: 4900, credit: 300, points: seededStudio },
    ])
    const migration = readFileSync(path.join(migrationsFolder, '0017_true_package_bullets.sql'), 'utf8')
    await database.db.execute(sql.raw(migration))

    const rows = await database.db.select().from(packages).orderBy(packages.priceCents)
    const starter = defaultPackages.find((p) => p.name === 'Starter')
    expect(rows.map((row) => [row.name, row.points])).toEqual([
      ['Starter', starter?.points],
      ['Creator', editedCreator],
      ['Agency', seededStudio],
    ])
    expect(starter?.points).toMatchObject({ pointTwo: 'Every feature: 4K, style reference, personas' })
  })
})
