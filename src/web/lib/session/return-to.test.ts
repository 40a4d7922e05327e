import { describe, expect, it } from 'vitest'
import { returnToFrom } from '#web/lib/session/return-to.ts'

describe('returnToFrom', () => {
  it('returns a remembered in-app path with its query', () => {
    expect(returnToFrom({ from: '/user/dashboard?tab=credits' })).toBe('/user/dashboard?tab=credits')
  })

  it.each([
    undefined,
    null,
    {},
    { from: 'https://evil.example' },
    { from: '//evil.example/path' },
    { from: '/\\evil.example' },
    { from: '/login' },
    { from: '/register?x=1' },
  ])('falls back to the dashboard for %j', (state) => {
    expect(returnToFrom(state)).toBe('/user/dashboard')
  })
})
