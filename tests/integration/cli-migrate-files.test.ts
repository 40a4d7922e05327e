import { execFile } from 'node:child_process'
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { describe, expect, it } from 'vitest'
import { createS3FileStore } from '#server/providers/files/s3-file-store.ts'
import { cleanUpLater, testTempDir } from '../support/clean-up.ts'
import { openBucket, startS3Server } from '../support/s3-server.ts'

// The S3 server runs in this process, so the CLI must run asynchronously (spawnSync would block
// the very server it talks to).
function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', ...args],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const slow = { timeout: 120_000 }

const s3 = await startS3Server()
cleanUpLater(() => s3.stop())
const bucket = openBucket(s3)
cleanUpLater(() => bucket.close())
const store = createS3FileStore({ ...s3, forcePathStyle: true }, bucket.client)

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), content)
  }
}

const bucketKeys = () => bucket.keys()

describe('npm run cli -- migrate-files', () => {
  it('says S3 is not configured, and names the settings, instead of copying anywhere', slow, async () => {
    const result = await cli(['migrate-files'], { DATA_DIR: testTempDir('migrate') })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('S3 is not configured: set S3_ENDPOINT, S3_BUCKET')
  })

  it(
    'copies a data folder into the bucket under the same keys, and a second run only what changed',
    slow,
    async () => {
      const dataDir = testTempDir('migrate')
      const files = path.join(dataDir, 'files')
      writeFiles(files, {
        'avatars/u1/0b6c9a3e-photo.jpg': 'photo bytes',
        'generations/u1/g1-bg.jpg': 'background bytes',
        'generations/u1/g1-out.png': 'composite bytes',
        'generations/u1/g2-out.jpg.4f1d.tmp': 'half a file',
        'notes.txt': 'the operator’s own file',
      })
      const env = { DATA_DIR: dataDir, ...s3.env }

      const first = await cli(['migrate-files'], env)
      expect(first.status, first.stderr).toBe(0)
      expect(first.stdout).toContain(`Copied 3 new file(s) from ${files} to the bucket ${s3.bucket}`)
      expect(first.stdout).toContain('2 file(s) were ignored')
      expect(first.stdout).toContain('  generations/u1/g2-out.jpg.4f1d.tmp')
      expect(await bucketKeys()).toEqual([
        'avatars/u1/0b6c9a3e-photo.jpg',
        'generations/u1/g1-bg.jpg',
        'generations/u1/g1-out.png',
      ])
      expect((await store.get('generations/u1/g1-out.png'))?.toString()).toBe('composite bytes')

      // Between the runs: the old server re-renders g1 on disk and stores a new photo; an instance
      // already on the bucket edits the background there (made newer than the disk's copy).
      writeFiles(files, {
        'generations/u1/g1-out.png': 'edited on disk',
        'avatars/u1/7d2e-photo.jpg': 'new photo',
      })
      const hourAgo = new Date(Date.now() - 3600_000)
      utimesSync(path.join(files, 'generations/u1/g1-bg.jpg'), hourAgo, hourAgo)
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'generations/u1/g1-bg.jpg',
          Body: 'edited in the bucket',
        }),
      )

      const second = await cli(['migrate-files'], env)
      expect(second.status).toBe(0)
      expect(second.stdout).toContain('Copied 1 new file(s)')
      expect(second.stdout).toContain('Replaced 1 file(s) that changed on disk')
      expect(second.stdout).toContain('1 file(s) were already there with the same bytes.')
      expect(second.stdout).toContain(
        '1 file(s) changed in the bucket after they were last on disk, and were kept:',
      )
      expect(second.stdout).toContain('  generations/u1/g1-bg.jpg')
      expect((await store.get('generations/u1/g1-out.png'))?.toString()).toBe('edited on disk')
      expect((await store.get('avatars/u1/7d2e-photo.jpg'))?.toString()).toBe('new photo')
      expect((await store.get('generations/u1/g1-bg.jpg'))?.toString()).toBe('edited in the bucket')

      const third = await cli(['migrate-files'], env)
      expect(third.stdout).toContain('Copied 0 new file(s)')
      expect(third.stdout).toContain('Replaced 0 file(s)')
      expect(third.stdout).toContain('3 file(s) were already there with the same bytes.')
    },
  )

  it('stops before copying when the bucket cannot be used', slow, async () => {
    const dataDir = testTempDir('migrate')
    writeFiles(path.join(dataDir, 'files'), { 'avatars/u2/a.jpg': 'photo' })
    const result = await cli(['migrate-files'], { DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `The bucket no-such-bucket at ${s3.endpoint} cannot be used (NotFound); nothing was copied.`,
    )
  })
})
