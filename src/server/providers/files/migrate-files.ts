import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { HeadObjectCommand, PutObjectCommand, type S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { assertKey } from './file-store.ts'
import { contentTypeOf } from './s3-file-store.ts'

export interface MigrateFilesResult {
  /** Not in the bucket before. */
  copied: number
  /** In the bucket with other bytes, older than the file on disk: replaced. */
  updated: number
  /** Already in the bucket with the same bytes. */
  unchanged: number
  /** In the bucket with other bytes, newer than the file on disk: kept. */
  kept: string[]
  /** Not a store file: a half-written temp file, or a name the store would never make. */
  ignored: string[]
}

/** Enough uploads at once to hide the round trips, few enough to be polite to the store. */
const PARALLEL = 8

/**
 * Copies DATA_DIR/files into the bucket under the same keys (decision 023), so that it can run
 * again and again. Most keys are written once, but a thumbnail's composite is rewritten in place
 * by a text edit, so when both sides hold a key with different bytes the newer one wins: the disk's
 * when the old server edited it after an earlier run, the bucket's once instances run on it.
 */
export async function migrateFiles(
  root: string,
  client: S3Client,
  bucket: string,
): Promise<MigrateFilesResult> {
  const result: MigrateFilesResult = { copied: 0, updated: 0, unchanged: 0, kept: [], ignored: [] }
  const keys: string[] = []
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    if (isStoreKey(key)) keys.push(key)
    else result.ignored.push(key)
  }
  keys.sort()
  let next = 0
  const copyNext = async (): Promise<void> => {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
      const file = path.join(root, key)
      const [bytes, { mtime }] = await Promise.all([readFile(file), stat(file)])
      const existing = await headObject(client, bucket, key)
      if (existing && existing.size === bytes.length && existing.etag === md5(bytes)) result.unchanged++
      // S3 keeps whole seconds: a file changed within the same second as the upload counts as newer.
      else if (existing && existing.lastModified > Math.floor(mtime.getTime() / 1000) * 1000)
        result.kept.push(key)
      else {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }),
        )
        if (existing) result.updated++
        else result.copied++
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, copyNext))
  result.kept.sort()
  result.ignored.sort()
  return result
}

function isStoreKey(key: string): boolean {
  // The local store writes `{key}.{uuid}.tmp` and renames it; one left behind is half a file.
  if (key.endsWith('.tmp')) return false
  try {
    assertKey(key)
    return true
  } catch {
    return false
  }
}

async function headObject(client: S3Client, bucket: string, key: string) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return {
      size: head.ContentLength,
      etag: head.ETag?.replaceAll('"', ''),
      lastModified: head.LastModified?.getTime() ?? 0,
    }
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null
    throw error
  }
}

// A single-part upload's ETag is the MD5 of its bytes on S3 and the common compatible stores. Where
// it is not (SSE-KMS), identical files are told apart by age alone, which copies them again at worst.
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')
