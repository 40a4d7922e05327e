import type { ReactNode } from 'react'
import { isAdmin } from '#shared/common/roles.ts'
import { NotAuthorized } from '#web/app/guards/not-authorized.tsx'
import { RequireUser } from '#web/components/guards/require-user.tsx'
import { useMe } from '#web/lib/session/me-query.ts'

/** A UI hint only: the server answers 403 to a non-admin whatever this shows. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireUser>
      <AdminOnly>{children}</AdminOnly>
    </RequireUser>
  )
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { me } = useMe()
  return isAdmin(me?.role) ? children : <NotAuthorized />
}
