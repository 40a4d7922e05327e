import { describe, expect, it } from 'vitest'
import { isLocalUrl } from './local-url.ts'

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
