/** `%61` … `%7A`, `%30` … `%39`, `%2D`, `%2E`, `%5F`, `%7E`: escapes of characters that need none. */
const UNRESERVED_ESCAPE = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi

/**
 * The path a request target names, spelled the way the router reads it: the path of an
 * absolute-form target (`GET http://host/api/me`, which HTTP/1.1 servers must accept), dot segments
 * resolved, and escaped unreserved characters decoded (`/%61pi` is `/api`, RFC 3986 §6.2.2.2); any
 * other escape stays. For decisions where no route matched (the 404 answer, the SPA's page kind);
 * where one did, decide on `request.routeOptions.url`, the route's own pattern.
 */
export function requestPathname(target: string): string {
  // A leading `//` would otherwise read as a host: the origin is a placeholder, never looked at.
  const absolute = target.startsWith('/') ? `http://origin.invalid${target}` : target
  let pathname: string
  try {
    pathname = new URL(absolute).pathname
  } catch {
    // Not a URL at all (`*`, garbage): nothing to normalise, and no route will match it.
    pathname = target.split('?')[0] ?? ''
  }
  return pathname.replace(UNRESERVED_ESCAPE, (escaped) =>
    String.fromCharCode(Number.parseInt(escaped.slice(1), 16)),
  )
}
