import { describe, expect, it } from 'vitest'
import { isLocalHost, isLocalUrl } from './local-url.ts'

describe('isLocalUrl', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://shop.localhost:8080/',
    'http://127.0.0.1:3000',
    'http://127.42.0.9',
    'http://[::1]:3000',
    'http://[::ffff:127.0.0.1]:3000',
  ])('%s is this machine', (url) => {
    expect(isLocalUrl(url)).toBe(true)
  })

  it.each([
    'https://shop.example.com',
    'http://192.168.1.20:3000',
    'http://10.0.0.1',
    'http://0.0.0.0:3000',
    'http://128.0.0.1',
    'http://localhost.example.com',
    'http://[::ffff:10.0.0.1]',
    'http://[2001:db8::1]',
    'not a url',
  ])('%s may be reached by others', (url) => {
    expect(isLocalUrl(url)).toBe(false)
  })
})

describe('isLocalHost', () => {
  it.each(['localhost', 'shop.localhost', '127.0.0.1', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (host) => {
      expect(isLocalHost(host)).toBe(true)
    },
  )

  it.each(['0.0.0.0', '::', '192.168.1.20', 'shop.example.com', ''])(
    '%s may be reached by others',
    (host) => {
      expect(isLocalHost(host)).toBe(false)
    },
  )
})
