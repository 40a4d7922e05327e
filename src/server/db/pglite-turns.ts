import { setImmediate as nextTurn } from 'node:timers/promises'
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

/**
 * Makes an embedded PGlite give the event loop a turn before each statement and each transaction.
 *
 * PGlite runs a statement synchronously on the event loop's thread and answers with a promise, so a
 * chain of awaited statements (a generation's bookkeeping: a dozen of them) resolved as one run of
 * microtasks, and every request that arrived meanwhile waited for the whole chain. With a turn
 * before each, a waiting request is served between two statements. Inside a transaction there is
 * no turn: it holds PGlite's only connection, and a turn there would make every other query wait
 * longer for it (decision 011).
 */
export function takeTurns(client: PGlite): PGlite {
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    await nextTurn()
    return query<T>(text, params, options)
  }
  client.exec = async (text: string, options?: QueryOptions) => {
    await nextTurn()
    return exec(text, options)
  }
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await nextTurn()
    return transaction(callback)
  }
  return client
}
