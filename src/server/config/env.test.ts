import { describe, expect, it } from 'vitest'
import { parseTrustProxy, toAppConfig } from './config.ts'
import { ConfigError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('runs with no configuration at all, on the defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SIGNUP_CREDITS: 3, NODE_ENV: 'development' })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      ConfigError,
    )
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /)
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/)
    }
  })

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SIGNUP_CREDITS: '' }).SIGNUP_CREDITS).toBe(3)
  })

  it('addresses the app on its own port unless APP_URL says otherwise', () => {
    const secret = 'x'.repeat(32)
    expect(toAppConfig(parseEnv({}), secret).appUrl).toBe('http://localhost:3000')
    expect(toAppConfig(parseEnv({ PORT: '3300' }), secret).appUrl).toBe('http://localhost:3300')
    expect(toAppConfig(parseEnv({ PORT: '3300', APP_URL: 'https://thumbs.example/' }), secret).appUrl).toBe(
      'https://thumbs.example',
    )
  })

  it('keeps shared state in the process unless REDIS_URL names a Redis', () => {
    const secret = 'x'.repeat(32)
    expect(toAppConfig(parseEnv({}), secret)).toMatchObject({
      redisUrl: undefined,
      redisKeyPrefix: 'thumbforge:',
    })
    expect(toAppConfig(parseEnv({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' }), secret).redisUrl).toBe(
      'rediss://:pw@cache.internal:6380/2',
    )
    expect(() => parseEnv({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//)
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'my shop*' })).toThrow(/REDIS_KEY_PREFIX: /)
  })

  it('accepts SIGNUP_CREDITS=0 to turn the free credits off', () => {
    expect(parseEnv({ SIGNUP_CREDITS: '0' }).SIGNUP_CREDITS).toBe(0)
  })

  it('sizes the image threads by IMAGE_THREADS, one per core when unset, and refuses zero', () => {
    const secret = 'x'.repeat(32)
    expect(toAppConfig(parseEnv({}), secret).imageThreads).toBeUndefined()
    expect(toAppConfig(parseEnv({ IMAGE_THREADS: '3' }), secret).imageThreads).toBe(3)
    expect(() => parseEnv({ IMAGE_THREADS: '0' })).toThrow(/IMAGE_THREADS: /)
  })

  it('puts image work in the idle class unless IMAGE_PRIORITY says low or normal', () => {
    const secret = 'x'.repeat(32)
    expect(toAppConfig(parseEnv({}), secret).imagePriority).toBe('idle')
    expect(toAppConfig(parseEnv({ IMAGE_PRIORITY: 'low' }), secret).imagePriority).toBe('low')
    expect(() => parseEnv({ IMAGE_PRIORITY: 'fast' })).toThrow(/IMAGE_PRIORITY: /)
  })
})

describe('parseTrustProxy', () => {
  it('reads booleans, hop counts and address lists', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1')
    const hops = parseTrustProxy('1')
    expect(typeof hops).toBe('function')
    if (typeof hops === 'function') {
      expect(hops('10.0.0.1', 0)).toBe(true)
      expect(hops('10.0.0.2', 1)).toBe(false)
    }
  })
})

describe('S3 settings', () => {
  const secret = 'x'.repeat(32)
  const full = {
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_BUCKET: 'thumbforge-files',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  }

  it('keeps the files on the local disk when none is set', () => {
    expect(toAppConfig(parseEnv({}), secret).s3).toBeUndefined()
  })

  it('switches the bucket on with the four required ones, on us-east-1 and virtual hosts by default', () => {
    expect(toAppConfig(parseEnv(full), secret).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'thumbforge-files',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      forcePathStyle: false,
    })
    const tuned = parseEnv({ ...full, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true' })
    expect(toAppConfig(tuned, secret).s3).toMatchObject({ region: 'eu-central-1', forcePathStyle: true })
  })

  it('stops start-up naming each missing one when only some are set', () => {
    expect(() => parseEnv({ S3_BUCKET: 'thumbforge-files', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      ConfigError,
    )
    try {
      parseEnv({ S3_BUCKET: 'thumbforge-files', S3_FORCE_PATH_STYLE: 'true' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('S3_ENDPOINT: required when S3_BUCKET, S3_FORCE_PATH_STYLE are set')
      expect(message).toContain('S3_ACCESS_KEY_ID: required when')
      expect(message).toContain('S3_SECRET_ACCESS_KEY: required when')
      expect(message).not.toContain('S3_BUCKET: required')
    }
    expect(() => parseEnv({ S3_REGION: 'eu-central-1' })).toThrow(
      /S3_ENDPOINT: required when S3_REGION is set/,
    )
  })

  it('refuses an endpoint with a path and a bucket name S3 would refuse', () => {
    expect(() => parseEnv({ ...full, S3_ENDPOINT: 'http://minio:9000/thumbforge-files' })).toThrow(
      /S3_ENDPOINT: must be an http/,
    )
    expect(() => parseEnv({ ...full, S3_BUCKET: 'Thumbforge_Files' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    )
  })
})
