import { isIP } from 'node:net'
import { isLocalHost } from '../config/local-url.ts'

/** True for a loopback IP address (127.0.0.0/8, ::1, ::ffff:127.x); a host name is never one. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && isIP(address) !== 0 && isLocalHost(address)
}

/**
 * Whether a request came from this machine. Both addresses must be loopback: the socket's peer,
 * which nobody can forge, and `request.ip`, which under TRUST_PROXY is the client a proxy reported
 * (so a proxy on this machine does not make its remote visitors local). Without TRUST_PROXY the
 * two are the same and X-Forwarded-For is never read.
 */
export function isLoopbackPeer(request: { socket: { remoteAddress?: string }; ip: string }): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)
}
