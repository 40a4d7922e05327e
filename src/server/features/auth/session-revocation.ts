import type { SessionRevocation } from '../../core/invalidation.ts'
import { type InvalidationBus, localInvalidationBus } from '../../lib/invalidation-bus.ts'
import { SessionCache } from './session-cache.ts'

export function createSessionCaching(bus: InvalidationBus = localInvalidationBus()) {
  const cache = new SessionCache()
  bus.subscribe((event) => {
    if (event.kind === 'user') cache.forgetUser(event.userId)
    else if (event.kind === 'session') cache.forgetToken(event.token)
  })
  const revocation: SessionRevocation = {
    userChanged: (userId) => bus.publish({ kind: 'user', userId }),
    sessionEnded: (token) => bus.publish({ kind: 'session', token }),
  }
  return { cache, revocation }
}
