import { describe, expect, it } from 'vitest'
import { trustedOrigins } from './trusted-origins.ts'

describe('trustedOrigins', () => {
  it('is only APP_URL’s origin in production, so the Vite port is just another site there', () => {
    expect(trustedOrigins({ appUrl: 'https://shop.example', isProduction: true })).toEqual([
      'https://shop.example',
    ])
  })

  it('adds the Vite dev server outside production', () => {
    expect(trustedOrigins({ appUrl: 'http://localhost:3000', isProduction: false })).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
    ])
  })

  it('compares origins as browsers send them: no path, lower-case host, no default port', () => {
    expect(trustedOrigins({ appUrl: 'https://Shop.Example:443/thumbforge', isProduction: true })).toEqual([
      'https://shop.example',
    ])
  })
})
