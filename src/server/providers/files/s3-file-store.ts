import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../../config/s3-env.ts'
import { assertKey, assertPrefix, type FileStore } from './file-store.ts'

/** A health probe must answer even when the store hangs. */
const CHECK_TIMEOUT_MS = 3000

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC checksums on every upload are not understood by every S3-compatible
    // store; S3 itself only asks for them on a few calls we do not make.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these, a store that accepts the connection and never answers holds a request forever.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  })
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** What the bucket's own tools show for an object; the app sends its own type when serving. */
export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The files in one bucket, under the same keys as DATA_DIR/files (decision 023). A PUT replaces an
 * object whole, which gives the local store's write-then-rename guarantee for free.
 */
export function createS3FileStore(config: S3Config, client = createS3Client(config)): FileStore {
  const Bucket = config.bucket
  return {
    kind: 's3',
    async put(key, bytes) {
      assertKey(key)
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }),
      )
    },
    async get(key) {
      assertKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return null
        return Buffer.from(await object.Body.transformToByteArray())
      } catch (error) {
        if (isMissingObject(error)) return null
        throw error
      }
    },
    async delete(key) {
      assertKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    // One DeleteObject per key rather than DeleteObjects: the batch call needs a checksum header
    // that not every compatible store accepts, and one user's files are a few hundred at most.
    async deletePrefix(prefix) {
      assertPrefix(prefix)
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        )
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
        for (let i = 0; i < keys.length; i += 8) {
          await Promise.all(
            keys.slice(i, i + 8).map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
          )
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async check() {
      const started = performance.now()
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        })
        return { ok: true, latencyMs: Math.round(performance.now() - started) }
      } catch (error) {
        return { ok: false, latencyMs: Math.round(performance.now() - started), error: reasonOf(error) }
      }
    },
    async close() {
      client.destroy()
    },
  }
}

/**
 * Some S3-compatible stores answer a missing key with a bare 404 rather than NoSuchKey. A missing
 * bucket is a broken set-up, though, and must not read as "no such file".
 */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket'
  )
}

/** HeadBucket errors carry no body, so the name alone (NotFound, Forbidden) or the socket code says why. */
function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode
    return error.name === 'Unknown' && status ? `HTTP ${status}` : error.name
  }
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.name
  return 'unknown'
}
