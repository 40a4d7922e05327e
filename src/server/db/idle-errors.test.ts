import pg from 'pg'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { logIdleErrors } from './client.ts'

describe('a dropped idle PostgreSQL connection', () => {
  it('is a warning in the structured log, and does not bring the process down', async () => {
    const lines: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    // Never connects: the pool only has to be the EventEmitter that node-postgres makes it.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' })
    logIdleErrors(pool, log)

    // Unhandled, an 'error' event throws; handled, the pool carries on and replaces the client.
    expect(() =>
      pool.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow()

    const [entry] = lines.map((line) => JSON.parse(line))
    expect(entry).toMatchObject({
      level: 40,
      msg: 'PostgreSQL dropped an idle connection',
      err: { message: 'terminating connection due to administrator command' },
    })
    await pool.end()
  })
})
