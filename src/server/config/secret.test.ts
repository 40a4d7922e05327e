import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveSecret } from './config.ts'
import { ConfigError, parseEnv } from './env.ts'

const root = mkdtempSync(path.join(tmpdir(), 'tf-secret-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let count = 0
function envFor(prepare: (dir: string) => void = () => {}) {
  const dir = path.join(root, `data-${count++}`)
  mkdirSync(dir)
  prepare(dir)
  return { dir, env: parseEnv({ NODE_ENV: 'development', DATA_DIR: dir }) }
}

describe('resolveSecret (secret.key in DATA_DIR)', () => {
  it('creates a 64-character secret readable by the server user alone, and keeps it', () => {
    const { dir, env } = envFor()
    const secret = resolveSecret(env)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
    expect(resolveSecret(env)).toBe(secret)
  })

  it('makes a secret.key that others could read private, keeping its value', () => {
    const value = 'k'.repeat(40)
    const { dir, env } = envFor((d) => {
      writeFileSync(path.join(d, 'secret.key'), value)
      chmodSync(path.join(d, 'secret.key'), 0o644)
    })
    expect(resolveSecret(env)).toBe(value)
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
  })

  it('refuses a secret shorter than 32 characters and leaves the file as it was', () => {
    const { dir, env } = envFor((d) => writeFileSync(path.join(d, 'secret.key'), 'short-secret\n'))
    expect(() => resolveSecret(env)).toThrow(ConfigError)
    expect(() => resolveSecret(env)).toThrow(
      `${path.join(dir, 'secret.key')} holds a secret of 12 characters; it needs at least 32.`,
    )
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe('short-secret\n')
  })

  it('refuses a secret.key it cannot read instead of replacing it', () => {
    const { dir, env } = envFor((d) => mkdirSync(path.join(d, 'secret.key')))
    expect(() => resolveSecret(env)).toThrow(`${path.join(dir, 'secret.key')} cannot be read (EISDIR).`)
    expect(statSync(path.join(dir, 'secret.key')).isDirectory()).toBe(true)
  })
})
