import { connect, type Socket } from 'node:net'

/**
 * Deletes every key under `prefix` on the Redis at `url`, so a cluster run leaves nothing behind in
 * a Redis that other runs (and other shops) share. It speaks the few RESP commands it needs itself:
 * the launcher must clean up even before (or without) the app's own Redis client being built.
 */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  if (!prefix) throw new Error('refusing to delete every key of a shared Redis: give a prefix')
  const redis = await openRedis(url)
  try {
    let cursor = '0'
    let deleted = 0
    do {
      const [next, keys] = (await redis.command(
        'SCAN',
        cursor,
        'MATCH',
        `${globEscape(prefix)}*`,
        'COUNT',
        '500',
      )) as [string, string[]]
      cursor = next
      if (keys.length > 0) deleted += (await redis.command('UNLINK', ...keys)) as number
    } while (cursor !== '0')
    return deleted
  } finally {
    redis.close()
  }
}

/** SCAN's MATCH is a glob: a prefix holding `*`, `?` or `[` must match itself only. */
const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&')

type Reply = string | number | null | Reply[]

interface RedisConnection {
  command(...args: string[]): Promise<Reply>
  close(): void
}

async function openRedis(url: string): Promise<RedisConnection> {
  const { hostname, port, password, username, pathname } = new URL(url)
  const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const connection = createConnection(socket)
  if (password) {
    await connection.command(
      'AUTH',
      ...(username ? [decodeURIComponent(username)] : []),
      decodeURIComponent(password),
    )
  }
  const db = pathname.replace('/', '')
  if (db) await connection.command('SELECT', db)
  return connection
}

/** One request at a time is all this needs, so replies match requests by order. */
function createConnection(socket: Socket): RedisConnection {
  let buffer = Buffer.alloc(0)
  let waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    const parsed = parseReply(buffer, 0)
    if (!parsed || !waiting) return
    buffer = buffer.subarray(parsed.end)
    const { resolve, reject } = waiting
    waiting = undefined
    if (parsed.reply instanceof Error) reject(parsed.reply)
    else resolve(parsed.reply)
  })
  socket.on('error', (error) => waiting?.reject(error))
  return {
    command(...args) {
      const frame = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject }
        socket.write(frame)
      })
    },
    close: () => socket.end(),
  }
}

/** Parses one RESP2 reply starting at `at`; undefined while it has not fully arrived. */
function parseReply(data: Buffer, at: number): { reply: Reply | Error; end: number } | undefined {
  const lineEnd = data.indexOf('\r\n', at)
  if (lineEnd < 0) return undefined
  const type = String.fromCharCode(data[at] as number)
  const line = data.toString('utf8', at + 1, lineEnd)
  const next = lineEnd + 2
  switch (type) {
    case '+':
      return { reply: line, end: next }
    case '-':
      return { reply: new Error(`redis: ${line}`), end: next }
    case ':':
      return { reply: Number(line), end: next }
    case '$': {
      const length = Number(line)
      if (length < 0) return { reply: null, end: next }
      if (data.length < next + length + 2) return undefined
      return { reply: data.toString('utf8', next, next + length), end: next + length + 2 }
    }
    case '*': {
      const count = Number(line)
      const items: Reply[] = []
      let end = next
      for (let i = 0; i < count; i++) {
        const item = parseReply(data, end)
        if (!item) return undefined
        if (item.reply instanceof Error) return item
        items.push(item.reply)
        end = item.end
      }
      return { reply: items, end }
    }
    default:
      return { reply: new Error(`redis: unexpected reply type ${type}`), end: data.length }
  }
}
