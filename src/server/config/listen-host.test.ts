import { describe, expect, it } from 'vitest'
import { toAppConfig } from './config.ts'
import { parseEnv } from './env.ts'
import { defaultListenHost, openLocalServerWarning } from './listen-host.ts'

const hostFor = (env: Record<string, string>) => toAppConfig(parseEnv(env), 'x'.repeat(32)).host

describe('the listening host', () => {
  it('is this machine only when HOST is unset and APP_URL is this machine (the quick start)', () => {
    expect(hostFor({})).toBe('localhost')
    expect(hostFor({ PORT: '8080', DATA_DIR: '/tmp/x' })).toBe('localhost')
    expect(hostFor({ APP_URL: 'http://127.0.0.1:3000' })).toBe('localhost')
    expect(defaultListenHost('http://[::1]:3000')).toBe('localhost')
  })

  it('is every interface when HOST is unset and APP_URL is another machine', () => {
    expect(hostFor({ APP_URL: 'https://shop.example.com' })).toBe('0.0.0.0')
    expect(hostFor({ APP_URL: 'http://192.168.1.20:3000' })).toBe('0.0.0.0')
  })

  it('is HOST whenever HOST is set', () => {
    expect(hostFor({ HOST: '0.0.0.0' })).toBe('0.0.0.0')
    expect(hostFor({ HOST: '127.0.0.1', APP_URL: 'https://shop.example.com' })).toBe('127.0.0.1')
  })
})

describe('openLocalServerWarning', () => {
  const local = { appUrl: 'http://localhost:3000', isProduction: false }

  it('warns loudly, naming HOST and APP_URL, when a local shop listens where others reach it', () => {
    const warning = openLocalServerWarning({ ...local, host: '0.0.0.0' })
    expect(warning).toContain('HOST=0.0.0.0')
    expect(warning).toContain('http://localhost:3000')
    expect(warning).toContain('refused')
    expect(warning?.split('\n').length).toBeGreaterThan(5)
    expect(openLocalServerWarning({ ...local, host: '192.168.1.20' })).not.toBeNull()
    expect(openLocalServerWarning({ ...local, host: '::' })).not.toBeNull()
  })

  it('stays quiet on loopback, for a public APP_URL, and in production', () => {
    for (const host of ['localhost', '127.0.0.1', '::1'])
      expect(openLocalServerWarning({ ...local, host })).toBeNull()
    expect(
      openLocalServerWarning({ ...local, host: '0.0.0.0', appUrl: 'https://shop.example.com' }),
    ).toBeNull()
    expect(openLocalServerWarning({ ...local, host: '0.0.0.0', isProduction: true })).toBeNull()
  })
})
