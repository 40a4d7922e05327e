import { Readable } from 'node:stream'

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, so an order placed under the name
 * `=HYPERLINK(…)` opens as text. Numbers are written as they are: -5 credits stays a number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

export const EXPORT_BATCH_SIZE = 1000

/**
 * A CSV file read in keyset batches: each batch starts after the last row of the one before, so
 * no OFFSET is paid and no more than one batch is held in memory. The stream pulls the next batch
 * only when the client has taken the last one, so a slow download never piles rows up.
 */
export function csvStream<Row, Key>(options: {
  header: readonly string[]
  cells: (row: Row) => readonly unknown[]
  readBatch: (after: Key | null, size: number) => Promise<Row[]>
  keyOf: (row: Row) => Key
  batchSize?: number
}): Readable {
  const size = options.batchSize ?? EXPORT_BATCH_SIZE
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(options.header)}`
    let after: Key | null = null
    for (;;) {
      const rows = await options.readBatch(after, size)
      if (rows.length > 0) yield rows.map((row) => csvLine(options.cells(row))).join('')
      const last = rows[rows.length - 1]
      if (rows.length < size || last === undefined) return
      after = options.keyOf(last)
    }
  }
  return Readable.from(lines(), { objectMode: false })
}

/** `orders-2026-11-24.csv` */
export const exportFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`

/** A CSV download's reply headers: an attachment named for what it holds and today, never cached. */
export const csvHeaders = (what: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${exportFileName(what)}"`,
  'cache-control': 'no-store',
})
