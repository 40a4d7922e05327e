import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { takeTurns } from './pglite-turns.ts'

/**
 * Ten awaited statements, and a request that arrives as they start: how many statements had run
 * when it was served, or null when it was still waiting after the tenth.
 */
async function servedAfter(client: PGlite): Promise<number | null> {
  let done = 0
  let servedAt: number | null = null
  setImmediate(() => {
    servedAt = done
  })
  for (let i = 0; i < 10; i++) {
    await client.query('select $1::int as n', [i])
    done++
  }
  return servedAt
}

describe('takeTurns', () => {
  const plain = new PGlite()
  const turning = takeTurns(new PGlite())
  afterAll(async () => {
    await plain.close()
    await turning.close()
  })

  // Two embedded databases start here: seconds each on busy cores, past the unit tests' 5 s default.
  it('serves a waiting request between two statements, where a chain of statements held it to the end', {
    timeout: 120_000,
  }, async () => {
    await Promise.all([plain.waitReady, turning.waitReady])
    expect(await servedAfter(plain)).toBeNull()
    expect(await servedAfter(turning)).toBeLessThanOrEqual(1)
  })

  it('answers as PGlite does: rows, scripts and transactions', async () => {
    expect((await turning.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }])
    const results = await turning.exec('create table t (n int); insert into t values (1), (2);')
    expect(results).toHaveLength(2)
    await expect(
      turning.transaction(async (tx) => {
        await tx.query('insert into t values (3)')
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    const kept = await turning.transaction(
      async (tx) => (await tx.query('select count(*)::int as n from t')).rows,
    )
    expect(kept).toEqual([{ n: 2 }])
  })
})
