import { createServer } from 'node:net'

/**
 * A port the OS says is free right now, for a child process that must be told its port up front.
 * (An in-process server should listen on 0 itself instead.)
 */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no TCP address')
  return address.port
}
