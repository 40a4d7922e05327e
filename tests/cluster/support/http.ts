import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

export interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  json<T = unknown>(): T
}

let nextClient = 0

/**
 * A loopback address of its own for each simulated person (127.1.x.y). The instances key rate
 * limits by the client's address, which nginx passes on; one address per person keeps the tests'
 * sign-ups and runs out of each other's buckets, as different people's browsers would be. Never
 * 127.0.0.1: that is the proxy, which the instances trust to name the client.
 */
export function clientAddress(): string {
  nextClient++
  return `127.1.${(nextClient >> 8) & 255}.${nextClient & 255 || 1}`
}

/**
 * One HTTP request from `from` (a loopback address), with the body as JSON. Writes carry the
 * shop's own Origin, as its pages' requests do.
 */
export function send(
  baseUrl: string,
  path: string,
  options: { method?: string; json?: unknown; cookie?: string; from: string; origin: string },
): Promise<Reply> {
  const url = new URL(path, baseUrl)
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json))
  const headers: Record<string, string> = { origin: options.origin }
  if (body) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = String(body.length)
  }
  if (options.cookie) headers.cookie = options.cookie
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const data = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Follows a text/event-stream until `until` accepts an event's data, and returns that data.
 * Rejects if the stream ends first.
 */
export function followEvents<T>(
  baseUrl: string,
  path: string,
  options: { cookie: string; from: string; origin: string; until: (data: T) => boolean },
): Promise<{ last: T; contentType: string | undefined; events: number }> {
  const url = new URL(path, baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { cookie: options.cookie, accept: 'text/event-stream', origin: options.origin },
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`event stream answered ${res.statusCode}`))
          res.resume()
          return
        }
        let buffer = ''
        let events = 0
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = frame
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n')
            if (!data) continue
            events++
            const parsed = JSON.parse(data) as T
            if (options.until(parsed)) {
              resolve({ last: parsed, contentType: res.headers['content-type'], events })
              req.destroy()
              return
            }
          }
        })
        res.on('end', () => reject(new Error('the event stream ended before the awaited event')))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
