import { request } from 'node:http'
import type { FastifyInstance } from 'fastify'

export interface RawReply {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: () => unknown
}

export interface RawRequest {
  method: string
  /** Sent as it is on the request line: an absolute-form `http://host/path` or any spelling of a path. */
  target: string
  headers?: Record<string, string>
  body?: string | Buffer
}

/**
 * One request to a listening app over real HTTP, its target sent verbatim. `app.inject` cannot
 * do this: light-my-request turns an absolute-form URL into its path before the app sees it.
 */
export function sendRaw(app: FastifyInstance, { method, target, headers = {}, body }: RawRequest) {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the app is not listening on TCP')
  return new Promise<RawReply>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: address.port, method, path: target, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: () => JSON.parse(text),
          })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
