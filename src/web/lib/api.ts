import type { ErrorIssue } from '#shared/common/errors.ts'

/**
 * An error answer from the server. Covers both shapes we talk to:
 * our API's `{ error: { code, message, issues? } }` and better-auth's `{ code, message }`.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly issues: ErrorIssue[] | undefined

  constructor(status: number, code: string, message: string, issues?: ErrorIssue[]) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.issues = issues
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause })
    this.name = 'NetworkError'
  }
}

/** Anything with a zod-like `parse`, so callers validate answers without this file importing zod. */
export type Parser<T> = { parse: (data: unknown) => T }

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  const inner = isRecord(body) && isRecord(body.error) ? body.error : body
  if (isRecord(inner) && typeof inner.code === 'string') {
    const message = typeof inner.message === 'string' ? inner.message : statusText
    const issues = Array.isArray(inner.issues) ? (inner.issues as ErrorIssue[]) : undefined
    return new ApiError(status, inner.code, message, issues)
  }
  const message = isRecord(inner) && typeof inner.message === 'string' ? inner.message : statusText
  return new ApiError(status, `HTTP_${status}`, message || `Request failed with status ${status}`)
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A 401 or 403 from the API, as the session layer sees it. */
export type AuthFailure = { status: 401 | 403; path: string; error: ApiError }
type AuthFailureListener = (failure: AuthFailure) => void | Promise<void>

let authFailureListener: AuthFailureListener | undefined

/**
 * One listener (the session watcher) hears every 401/403 before the caller does, and is awaited:
 * it can drop the ended session first, so a page never renders 'Could not load …' for a request
 * that failed only because the session ended elsewhere. Returns the unsubscribe.
 */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListener = listener
  return () => {
    if (authFailureListener === listener) authFailureListener = undefined
  }
}

async function reportAuthFailure(path: string, error: ApiError): Promise<void> {
  if ((error.status !== 401 && error.status !== 403) || !authFailureListener) return
  try {
    await authFailureListener({ status: error.status, path, error })
  } catch {
    // The caller still gets the API's own error; the session layer's trouble must not replace it.
  }
}

/** Sends one request with JSON (or FormData) in; a failed answer throws the typed ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal } = options
  const headers: Record<string, string> = { accept }
  // FormData (uploads) sets its own multipart content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError(error)
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readBody(response), response.statusText)
    await reportAuthFailure(path, error)
    throw error
  }
  return response
}

/** The one fetch wrapper: JSON in, JSON out, typed errors out. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return readBody(await send(path, options, 'application/json'))
}

/** JSON in, bytes out (an image the server draws); errors come back as JSON like everywhere else. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options, 'image/*, application/json')).blob()
}

export async function apiGet<T>(path: string, parser: Parser<T>, signal?: AbortSignal): Promise<T> {
  return parser.parse(await apiRequest(path, { signal }))
}

export async function apiPost(path: string, body: unknown = {}): Promise<unknown> {
  return apiRequest(path, { method: 'POST', body })
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status)

/**
 * A POST whose answer is a file (the Test & Compare zip): the bytes as a Blob, with the server's
 * file name from Content-Disposition. Errors come back as JSON and throw like apiRequest's.
 */
export async function apiPostForFile(
  path: string,
  body: unknown,
): Promise<{ blob: Blob; filename: string | null }> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/zip, application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readBody(response), response.statusText)
    await reportAuthFailure(path, error)
    throw error
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null }
}
