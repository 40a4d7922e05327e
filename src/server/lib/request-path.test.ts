import { describe, expect, it } from 'vitest'
import { requestPathname } from './request-path.ts'

describe('requestPathname', () => {
  it.each([
    ['/api/me?x=1', '/api/me'],
    ['/%61pi/me', '/api/me'],
    ['/%61%70%69/%6De', '/api/me'],
    ['http://localhost:3000/api/me?x=1', '/api/me'],
    ['http://evil.example/%61pi/me', '/api/me'],
    ['/x/../api/me', '/api/me'],
    ['/x/%2e%2E/api/me', '/api/me'],
    ['/x/%2E%2E/api/me', '/api/me'],
  ])('reads %j as %j', (target, pathname) => {
    expect(requestPathname(target)).toBe(pathname)
  })

  it.each([
    ['//api/me', '//api/me'],
    ['/items/caf%C3%A9', '/items/caf%C3%A9'],
    ['/a%2Fb', '/a%2Fb'],
    ['/a%20b', '/a%20b'],
  ])(
    'keeps %j as %j: a doubled slash and escapes of reserved or non-ASCII characters mean something',
    (target, pathname) => {
      expect(requestPathname(target)).toBe(pathname)
    },
  )
})
