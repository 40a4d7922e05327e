import type { Role } from '#shared/common/roles.ts'

/** Who a request is from, as the session guard loaded it: what every feature's service is handed. */
export interface SessionUser {
  id: string
  name: string
  email: string
  role: Role
}
