/**
 * One date format everywhere (decision 018): the spec's dd/mm/yyyy, with the time as 24-hour
 * HH:mm where a moment matters. No imports, so the server and the visitor's first download can
 * both use it without pulling a locale library.
 */

const pad = (n: number) => String(n).padStart(2, '0')

type Zone = { utc?: boolean }

const parts = (date: Date, { utc = false }: Zone) =>
  utc
    ? {
        d: date.getUTCDate(),
        m: date.getUTCMonth() + 1,
        y: date.getUTCFullYear(),
        h: date.getUTCHours(),
        min: date.getUTCMinutes(),
      }
    : {
        d: date.getDate(),
        m: date.getMonth() + 1,
        y: date.getFullYear(),
        h: date.getHours(),
        min: date.getMinutes(),
      }

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value)

/** dd/mm/yyyy, in the viewer's time zone unless `utc` (an order's stored date is in UTC). */
export function formatDate(value: Date | string, zone: Zone = {}): string {
  const { d, m, y } = parts(toDate(value), zone)
  return `${pad(d)}/${pad(m)}/${y}`
}

/** dd/mm/yyyy HH:mm (24-hour), in the viewer's time zone unless `utc`. */
export function formatDateTime(value: Date | string, zone: Zone = {}): string {
  const { h, min } = parts(toDate(value), zone)
  return `${formatDate(value, zone)} ${pad(h)}:${pad(min)}`
}
