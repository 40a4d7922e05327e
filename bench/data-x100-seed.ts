// The data behind `data.x100`: every table the timed lists read, filled set-based (generate_series)
// so 100x (20,000 users, 200,000 orders, 100,000 generations, 500,000 ledger rows) takes seconds.

import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { generateBodySchema } from '#shared/generator/schemas.ts'

/** Rows at 100x; 1x is a hundredth of each. */
const AT_100X = {
  users: 20_000,
  orders: 200_000,
  generations: 100_000,
  ledger: 500_000,
  tickets: 10_000,
  messages: 10_000,
  outbox: 20_000,
}

export type Counts = typeof AT_100X

/** What a real generation stores: the request's defaults, as the generator writes them. */
const {
  prompt: _prompt,
  variants: _variants,
  ...requested
} = generateBodySchema.parse({
  category: 'Gaming',
  prompt: 'A gamer shocked by a boss fight',
})
const generationParams = { ...requested, layout: undefined, hasReference: false, n: 1, seed: 1 }

/** Everything spread over the same two years at both sizes, so a 30-day window holds 100x the rows. */
export async function seed(db: Database['db'], n: Counts) {
  const run = (text: string) => db.execute(sql.raw(text))
  const age = (g: string, total: number) => `now() - (${g}::float8 / ${total}) * interval '730 days'`
  const firsts = `(array['Ada','Grace','Alan','Edsger','Barbara','Donald','Margaret','Ken','Linus','Radia',
    'Frances','John','Katherine','Dennis','Hedy','Tim','Sophie','Guido','Anita','Bjarne'])`
  const lasts = `(array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Hamilton','Thompson','Torvalds',
    'Perlman','Allen','McCarthy','Johnson','Ritchie','Lamarr','Berners','Wilson','Rossum','Borg','Stroustrup',
    'Moore','Nguyen','Garcia','Okafor','Tanaka','Schmidt','Rossi','Dubois','Kowalski','Silva'])`
  const nameOf = (g: string) => `${firsts}[1 + ${g} % 20] || ' ' || ${lasts}[1 + (${g} / 20) % 30]`
  // Trigram indexes are far quicker to build once than to grow row by row: dropped, then rebuilt.
  const trigram = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`,
  )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
  for (const index of trigram.rows) await run(`drop index "${index.indexname}"`)
  await run(`
    insert into "user" (id, name, email, role, membership, credit_balance, created_at, updated_at)
    select 'u' || g, ${nameOf('g')}, 'creator' || g || '@example.test',
           case when g % 997 = 0 then 'Admin' when g % 53 = 0 then 'Seller' when g % 31 = 0 then 'moderator' else 'member' end,
           (array['free','free','basic','premium'])[1 + g % 4], g % 200, ${age('g', n.users)}, now()
    from generate_series(1, ${n.users}) g`)
  await run(`
    insert into "order" (kind, order_id, payment_id, user_id, customer_name, customer_email, address, country,
                         product_name, price_cents, total_cents, payment_status, order_status, order_date,
                         capture_time, membership_validity, created_at, updated_at)
    select case when g % 5 = 0 then 'item' else 'package' end,
           'O' || upper(lpad(to_hex(g), 7, '0')), 'P' || upper(lpad(to_hex(g), 7, '0')),
           'u' || (1 + g % ${n.users}), ${nameOf(`(1 + g % ${n.users})`)}, 'creator' || (1 + g % ${n.users}) || '@example.test',
           '1 Main St', 'US',
           case when g % 5 = 0 then (array['Neon preset pack','Gaming font bundle','Face cutout kit'])[1 + g % 3]
                else (array['Starter','Creator','Pro','Studio'])[1 + g % 4] end,
           500 + (g % 4) * 1000, 500 + (g % 4) * 1000,
           case when g % 10 = 0 then 'pending' when g % 29 = 0 then 'Refunded' else 'Paid' end,
           case when g % 10 = 0 then 'pending' when g % 29 = 0 then 'Cancelled' else 'Completed' end,
           to_char(${age('g', n.orders)}, 'DD/MM/YYYY'),
           case when g % 10 = 0 then null else ${age('g', n.orders)} end,
           ${age('g', n.orders)} + interval '30 days',
           ${age('g', n.orders)}, now()
    from generate_series(1, ${n.orders}) g`)
  await db.execute(sql`
    insert into generation (batch_id, user_id, status, params, prompt, provider, created_at, completed_at)
    select gen_random_uuid(), 'u' || (1 + g % ${sql.raw(String(n.users))}),
           case when g % 20 = 0 then 'failed' else 'succeeded' end,
           ${JSON.stringify(generationParams)}::jsonb, 'A gamer shocked by a boss fight', 'offline',
           ${sql.raw(age('g', n.generations))}, ${sql.raw(age('g', n.generations))}
    from generate_series(1, ${sql.raw(String(n.generations))}) g`)
  await run(`
    insert into credit_ledger (user_id, delta, balance_after, reason, idempotency_key, created_at)
    select 'u' || (1 + g % ${n.users}), case when g % 5 = 0 then 50 else -1 end, g % 200,
           case when g % 5 = 0 then 'purchase' else 'generation' end, 'bench:' || g, ${age('g', n.ledger)}
    from generate_series(1, ${n.ledger}) g`)
  await run(`
    insert into support_ticket (user_id, user_name, user_email, subject, message, status, priority, created_at, updated_at)
    select 'u' || (1 + g % ${n.users}), ${nameOf(`(1 + g % ${n.users})`)}, 'creator' || (1 + g % ${n.users}) || '@example.test',
           'Cannot download', 'The button does nothing.',
           (array['open','in-progress','resolved','closed'])[1 + g % 4],
           (array['low','medium','high','urgent'])[1 + g % 4], ${age('g', n.tickets)}, now()
    from generate_series(1, ${n.tickets}) g`)
  await run(`
    insert into message_log (to_email, subject, body, sent_at)
    select 'creator' || (1 + g % 50) || '@example.test', 'Your credits', '<p>Hello</p>', ${age('g', n.messages)}
    from generate_series(1, ${n.messages}) g`)
  await run(`
    insert into mail_outbox ("to", subject, text, status, created_at)
    select 'creator' || g || '@example.test', 'Reset your password', 'Follow the link', 'sent', ${age('g', n.outbox)}
    from generate_series(1, ${n.outbox}) g`)
  for (const index of trigram.rows) await run(index.indexdef)
  // As autovacuum would leave a live database: statistics and the visibility map set.
  await run('vacuum analyze')
}

export const scaled = (scale: number) =>
  Object.fromEntries(Object.entries(AT_100X).map(([k, v]) => [k, Math.round((v * scale) / 100)])) as Counts
