import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalFileStore } from './file-store.ts'

const root = mkdtempSync(path.join(tmpdir(), 'thumbforge-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('local file store', () => {
  const store = createLocalFileStore(root)

  it('round-trips bytes and forgets them on delete', async () => {
    await store.put('avatars/u1/a.jpg', Buffer.from('jpeg bytes'))
    expect((await store.get('avatars/u1/a.jpg'))?.toString()).toBe('jpeg bytes')
    await store.delete('avatars/u1/a.jpg')
    expect(await store.get('avatars/u1/a.jpg')).toBeNull()
  })

  it('refuses keys that could leave the store', async () => {
    await expect(store.put('avatars/../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Unsafe file key')
    await expect(store.get('/etc/passwd')).rejects.toThrow('Unsafe file key')
  })
})
