import { describe, expect, it } from 'vitest'
import { publicServerWarning } from './public-server-warning.ts'

const publicShop = { appUrl: 'https://shop.example.com', env: 'development' as const }

describe('publicServerWarning', () => {
  it('warns, naming NODE_ENV and the APP_URL, when NODE_ENV is unset on a public address', () => {
    const warning = publicServerWarning({}, publicShop)
    expect(warning).toContain('NODE_ENV is not set')
    expect(warning).toContain('https://shop.example.com')
    expect(warning).toContain('NODE_ENV=production')
    expect(warning?.split('\n').length).toBeGreaterThan(3)
  })

  it('treats a blank NODE_ENV as unset', () => {
    expect(publicServerWarning({ NODE_ENV: ' ' }, publicShop)).not.toBeNull()
  })

  it('stays quiet when NODE_ENV was chosen, whatever its value', () => {
    expect(publicServerWarning({ NODE_ENV: 'production' }, publicShop)).toBeNull()
    expect(publicServerWarning({ NODE_ENV: 'development' }, publicShop)).toBeNull()
  })

  it('stays quiet on a local install', () => {
    expect(publicServerWarning({}, { appUrl: 'http://localhost:3000', env: 'development' })).toBeNull()
    expect(publicServerWarning({}, { appUrl: 'http://127.0.0.1:3000', env: 'development' })).toBeNull()
  })
})
