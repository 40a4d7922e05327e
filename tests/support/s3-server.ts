import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

export interface S3Server {
  /** http://127.0.0.1:{port}: path-style addressing only (no virtual-host DNS on loopback). */
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>
  stop(): Promise<void>
}

/**
 * A real S3 API (s3rver, in this process) on a port of its own, with one empty bucket, its objects
 * in a temp folder that stop() removes. Standalone on purpose: suites that start app processes
 * use it too, so it needs nothing from vitest.
 */
export async function startS3Server(bucket = 'thumbforge-test'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'thumbforge-s3-'))
  // Port 0: the OS picks a free one as the server binds, so two runs never race for a port.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  let address: Awaited<ReturnType<S3rver['run']>>
  try {
    address = await server.run()
  } catch (error) {
    rmSync(directory, { recursive: true, force: true })
    throw error
  }
  const endpoint = `http://127.0.0.1:${address.port}`
  // s3rver accepts exactly these credentials and signs nothing else.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' }
  return {
    endpoint,
    bucket,
    ...credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      try {
        await server.close()
      } finally {
        rmSync(directory, { recursive: true, force: true })
      }
    },
  }
}

/**
 * The test's own client on the bucket, so "stored in the bucket" is what S3 answers, not what the
 * app under test says.
 */
export function openBucket(s3: S3Server) {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
  return {
    client,
    /** The keys under `prefix`, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort()
    },
    async bytes(key: string): Promise<Buffer> {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
      return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
    },
    close: () => client.destroy(),
  }
}
