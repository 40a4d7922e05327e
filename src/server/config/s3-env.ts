import { z } from 'zod'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** S3-compatible object storage for the files (decision 023); unset keeps them in DATA_DIR/files. */
export const s3EnvShape = {
  /** Switches the store on: https://s3.eu-west-1.amazonaws.com, http://minio:9000, … */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http:// or https:// address with no path')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  /** Defaults to us-east-1, which self-hosted stores accept whatever their own region is called. */
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Most self-hosted stores (MinIO, Garage, SeaweedFS) need path-style addresses; AWS prefers virtual hosts. */
  S3_FORCE_PATH_STYLE: bool.optional(),
}

const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const optional = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const

/**
 * Half an S3 configuration must stop start-up: quietly falling back to the local disk would let
 * each instance keep its own files, which is the very thing the bucket is there to prevent.
 */
export function requireS3Together(env: Partial<Record<string, unknown>>, ctx: z.RefinementCtx): void {
  const set = [...required, ...optional].filter((name) => env[name] !== undefined)
  if (set.length === 0) return
  for (const name of required) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`,
      })
    }
  }
}

export interface S3Config {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

type S3Env = { [K in keyof typeof s3EnvShape]?: z.infer<(typeof s3EnvShape)[K]> }

/** The store's settings, or undefined for the local disk. parseEnv has already refused half a set. */
export function toS3Config(env: S3Env): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined
  return {
    endpoint: S3_ENDPOINT.replace(/\/$/, ''),
    bucket: S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  }
}
