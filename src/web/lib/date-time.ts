const pad = (n: number) => String(n).padStart(2, '0')

/** dd/mm/yyyy, the spec's date format (orders show it so), in the browser's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
}

/** dd/mm/yyyy hh:mm (24-hour), for timelines and histories where the time of day matters. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
