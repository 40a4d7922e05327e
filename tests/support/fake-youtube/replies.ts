import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/**
 * What every part of the fake receives and answers with. Error bodies follow Google's JSON error
 * format (cloud.google.com/apis/design/errors, and for the Data API's `errors[]` with `domain` and
 * `reason`: developers.google.com/youtube/v3/docs/errors).
 */
export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: Buffer
}

/** JSON unless `raw` is set (images, CSV); `headers` add to or replace the content type. */
export type Reply = {
  status: number
  body?: unknown
  raw?: Buffer | string
  headers?: Record<string, string>
}

export const json = (status: number, body: unknown): Reply => ({ status, body })

/** An opaque id of the alphabet YouTube uses (video ids are 11 such characters). */
export const ytId = (length: number) => randomBytes(length).toString('base64url').slice(0, length)

export const etag = () => randomBytes(20).toString('base64url')

const statusNames: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
}

/** Google's API error: `{error:{code,message,errors:[{message,domain,reason}],status}}`. */
export function googleError(
  code: number,
  reason: string,
  message: string,
  domain = 'global',
  extra: Record<string, string> = {},
): Reply {
  return {
    status: code,
    body: {
      error: {
        code,
        message,
        errors: [{ message, domain, reason, ...extra }],
        status: statusNames[code] ?? 'UNKNOWN',
      },
    },
  }
}

export const missingParameter = (name: string) =>
  googleError(400, 'required', `Required parameter: ${name}`, 'global', {
    location: name,
    locationType: 'parameter',
  })

/**
 * Page tokens are opaque to clients; ours carry the offset, tagged with the list they belong to so a
 * token from one list is refused by another (400 invalidPageToken, as the Data API answers).
 */
export const pageToken = (list: string, offset: number) =>
  Buffer.from(`${list}:${offset}`).toString('base64url')

export function pageOffset(list: string, token: string | null): number | undefined {
  if (!token) return 0
  const [tag, offset] = Buffer.from(token, 'base64url').toString().split(':')
  const value = Number(offset)
  return tag === list && Number.isInteger(value) && value >= 0 ? value : undefined
}
