import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '#tests/support/s3-server.ts'
import { createLocalFileStore, type FileStore } from './file-store.ts'
import { createS3FileStore } from './s3-file-store.ts'

// One contract, two stores: the app must not be able to tell them apart.
const root = mkdtempSync(path.join(tmpdir(), 'thumbforge-files-'))
const s3 = await startS3Server()
const bucketStore = createS3FileStore({ ...s3, forcePathStyle: true })
afterAll(async () => {
  await bucketStore.close()
  await s3.stop()
  rmSync(root, { recursive: true, force: true })
})

describe.each([
  ['local disk', () => createLocalFileStore(root)],
  ['S3 bucket', () => bucketStore],
])('file store on the %s', (_name, make) => {
  let store: FileStore
  beforeAll(() => {
    store = make()
  })

  it('round-trips bytes and forgets them on delete', async () => {
    await store.put('avatars/u1/a.jpg', Buffer.from('jpeg bytes'))
    expect((await store.get('avatars/u1/a.jpg'))?.toString()).toBe('jpeg bytes')
    await store.delete('avatars/u1/a.jpg')
    expect(await store.get('avatars/u1/a.jpg')).toBeNull()
  })

  it('keeps every byte value of a multi-megabyte file, and an empty file as empty, not missing', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17)
    for (let i = 0; i < big.length; i++) big[i] = (i * 31 + (i >> 8)) & 0xff
    await store.put('generations/u2/big-out.png', big)
    expect((await store.get('generations/u2/big-out.png'))?.equals(big)).toBe(true)
    await store.put('generations/u2/empty.jpg', new Uint8Array(0))
    expect((await store.get('generations/u2/empty.jpg'))?.length).toBe(0)
  })

  it('replaces a file whole on a second put, and deletes one key without touching its neighbours', async () => {
    await store.put('generations/u3/x-bg.jpg', Buffer.from('first version, longer'))
    await store.put('generations/u3/x-bg.jpg', Buffer.from('second'))
    await store.put('generations/u3/x-out.jpg', Buffer.from('composite'))
    expect((await store.get('generations/u3/x-bg.jpg'))?.toString()).toBe('second')
    await store.delete('generations/u3/x-bg.jpg')
    expect(await store.get('generations/u3/x-bg.jpg')).toBeNull()
    expect((await store.get('generations/u3/x-out.jpg'))?.toString()).toBe('composite')
  })

  it("deletes a user's folder of files, and not the folder of a user whose id starts the same", async () => {
    for (const key of [
      'generations/u1/a-bg.jpg',
      'generations/u1/a-subject.png',
      'generations/u10/b-out.jpg',
    ]) {
      await store.put(key, Buffer.from(key))
    }
    await store.deletePrefix('generations/u1/')
    expect(await store.get('generations/u1/a-bg.jpg')).toBeNull()
    expect(await store.get('generations/u1/a-subject.png')).toBeNull()
    expect((await store.get('generations/u10/b-out.jpg'))?.toString()).toBe('generations/u10/b-out.jpg')
    await expect(store.deletePrefix('generations/nobody/')).resolves.toBeUndefined()
  })

  it('answers null for a key never written, and deleting it is not an error', async () => {
    expect(await store.get('avatars/nobody/missing.jpg')).toBeNull()
    await expect(store.delete('avatars/nobody/missing.jpg')).resolves.toBeUndefined()
  })

  it('refuses keys that could leave the store, on every call', async () => {
    await expect(store.put('avatars/../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Unsafe file key')
    await expect(store.get('/etc/passwd')).rejects.toThrow('Unsafe file key')
    await expect(store.delete('avatars/./u1')).rejects.toThrow('Unsafe file key')
    await expect(store.deletePrefix('generations/u1')).rejects.toThrow('Unsafe file prefix')
    await expect(store.deletePrefix('generations/../')).rejects.toThrow('Unsafe file prefix')
    await expect(store.deletePrefix('/')).rejects.toThrow('Unsafe file prefix')
  })

  it('reports itself healthy with a latency', async () => {
    const check = await store.check()
    expect(check.ok).toBe(true)
    expect(check.latencyMs).toBeGreaterThanOrEqual(0)
  })
})

describe('S3 store faults', () => {
  it('reports a missing bucket as unhealthy, and a read from it fails instead of reading as missing', async () => {
    const wrong = createS3FileStore({ ...s3, bucket: 'no-such-bucket', forcePathStyle: true })
    try {
      expect(await wrong.check()).toMatchObject({ ok: false, error: 'NotFound' })
      await expect(wrong.get('avatars/u1/a.jpg')).rejects.toThrow()
    } finally {
      await wrong.close()
    }
  })

  // s3rver checks the key id (and not the secret), so the unknown key id is what it refuses.
  it('reports refused credentials as unhealthy', async () => {
    const refused = createS3FileStore({ ...s3, accessKeyId: 'NOT-A-KEY', forcePathStyle: true })
    try {
      expect(await refused.check()).toMatchObject({ ok: false, error: 'HTTP 403' })
    } finally {
      await refused.close()
    }
  })
})
