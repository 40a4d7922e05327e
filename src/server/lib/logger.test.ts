import { describe, expect, it } from 'vitest'
import { urlForLog } from './logger.ts'

describe('urlForLog', () => {
  it("blanks an OAuth callback's code and state, and keeps the rest of the address", () => {
    expect(urlForLog('/api/youtube/callback?state=abc&code=4%2F0secret&scope=a+b')).toBe(
      '/api/youtube/callback?state=%5Bredacted%5D&code=%5Bredacted%5D&scope=a+b',
    )
  })

  it("blanks an e-mailed link's token, whatever its case", () => {
    expect(urlForLog('/reset-password?Token=t0k3n')).toBe('/reset-password?Token=%5Bredacted%5D')
  })

  it('leaves an address without credentials exactly as it came', () => {
    expect(urlForLog('/api/generations?page=2&pageSize=12')).toBe('/api/generations?page=2&pageSize=12')
    expect(urlForLog('/api/me')).toBe('/api/me')
  })
})
