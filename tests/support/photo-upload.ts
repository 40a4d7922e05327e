import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import type { TestUser } from './factories.ts'

/** A multipart body with one part, built by hand so the test controls every byte. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----thumbforge-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** POST /api/me/photo as `user` (anonymous when undefined). */
export function uploadPhoto(
  app: FastifyInstance,
  user: TestUser | undefined,
  bytes: Buffer,
  options: { type?: string; filename?: string; field?: string } = {},
) {
  const body = multipart(
    options.field ?? 'image',
    options.filename ?? 'me.png',
    options.type ?? 'image/png',
    bytes,
  )
  return app.inject({
    method: 'POST',
    url: '/api/me/photo',
    headers: { ...(user ? { cookie: user.cookie } : {}), 'content-type': body.contentType },
    payload: body.payload,
  })
}

/** A real PNG padded (after its IEND chunk, which decoders ignore) to exactly `size` bytes. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#e11d48' } })
    .png()
    .toBuffer()
  return Buffer.concat([png, Buffer.alloc(size - png.length)])
}
