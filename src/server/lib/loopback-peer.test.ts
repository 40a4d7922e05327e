import { describe, expect, it } from 'vitest'
import { isLoopbackAddress, isLoopbackPeer } from './loopback-peer.ts'

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.255.0.9', '::1', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true)
    },
  )

  it.each([
    '203.0.113.7',
    '10.0.0.1',
    '192.168.1.20',
    '0.0.0.0',
    '::',
    '::ffff:10.0.0.1',
    '2001:db8::1',
    'localhost',
    '',
    undefined,
  ])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false)
  })
})

describe('isLoopbackPeer', () => {
  const request = (socket: string | undefined, ip: string) => ({ socket: { remoteAddress: socket }, ip })

  it('accepts a request whose socket and client address are both loopback', () => {
    expect(isLoopbackPeer(request('127.0.0.1', '127.0.0.1'))).toBe(true)
    expect(isLoopbackPeer(request('::1', '::1'))).toBe(true)
  })

  it('refuses a remote socket even when a forwarded address claims to be loopback', () => {
    expect(isLoopbackPeer(request('203.0.113.7', '127.0.0.1'))).toBe(false)
  })

  it('refuses a remote client that a trusted proxy on this machine forwarded', () => {
    expect(isLoopbackPeer(request('127.0.0.1', '203.0.113.7'))).toBe(false)
  })

  it('refuses a socket whose peer is unknown (already closed)', () => {
    expect(isLoopbackPeer(request(undefined, '127.0.0.1'))).toBe(false)
  })
})
