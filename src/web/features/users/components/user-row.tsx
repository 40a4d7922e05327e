import { History, Mail, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { formatDate } from '#shared/common/dates.ts'
import type { AdminUser } from '#shared/users/schemas.ts'
import { Avatar } from '#web/components/ui/avatar.tsx'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { Credits, MembershipBadge, RoleBadge } from './user-badges.tsx'

const actionClasses =
  'inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink ' +
  'focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40'

/**
 * The actions stay pinned to the right edge while a narrow table scrolls sideways, so edit, message,
 * history, delete (and Save/Cancel) are always in reach.
 */
export const actionsCellClasses =
  'sticky right-0 bg-surface px-4 py-3 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]'

export type RowActions = {
  onEdit: (user: AdminUser) => void
  onDelete: (user: AdminUser) => void
  onMessage: (user: AdminUser) => void
  onHistory: (user: AdminUser) => void
}

export function UserCell({ user }: { user: Pick<AdminUser, 'id' | 'name' | 'email' | 'profileUrl'> }) {
  return (
    // A minimum width, so a narrow screen scrolls the table instead of breaking names letter by letter.
    <div className="flex min-w-40 items-center gap-3">
      <Avatar id={user.id} name={user.name} src={user.profileUrl} />
      <div className="min-w-0">
        <p className="font-medium text-ink">
          <Link to={paths.admin.user.getHref(user.id)} className="hover:text-brand-700 hover:underline">
            {user.name}
          </Link>
        </p>
        <p className="text-xs break-all text-ink-muted">{user.email}</p>
      </div>
    </div>
  )
}

export function JoinedCell({ createdAt }: { createdAt: string }) {
  return (
    <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
      <time dateTime={createdAt}>{formatDate(createdAt)}</time>
    </td>
  )
}

/** A user row in display mode; edit is disabled while another row is being edited. */
export function UserRow({
  user,
  editLocked,
  actions,
}: {
  user: AdminUser
  editLocked: boolean
  actions: RowActions
}) {
  return (
    <tr>
      <td className="px-4 py-3">
        <UserCell user={user} />
      </td>
      <td className="px-4 py-3">
        <Credits value={user.creditBalance} />
      </td>
      <td className="px-4 py-3">
        <RoleBadge role={user.role} />
      </td>
      <td className="px-4 py-3">
        <MembershipBadge membership={user.membership} />
      </td>
      <JoinedCell createdAt={user.createdAt} />
      <td className={actionsCellClasses}>
        <div className="flex items-center justify-end gap-1">
          {[
            {
              label: `Edit ${user.name}`,
              title: 'Edit',
              icon: Pencil,
              run: actions.onEdit,
              disabled: editLocked,
            },
            { label: `Message ${user.name}`, title: 'Message', icon: Mail, run: actions.onMessage },
            {
              label: `Message history of ${user.name}`,
              title: 'History',
              icon: History,
              run: actions.onHistory,
            },
            {
              label: `Delete ${user.name}`,
              title: 'Delete',
              icon: Trash2,
              run: actions.onDelete,
              danger: true,
            },
          ].map(({ label, title, icon: Icon, run, disabled, danger }) => (
            <button
              key={title}
              type="button"
              className={cn(actionClasses, danger && 'hover:bg-red-50 hover:text-red-700')}
              aria-label={label}
              title={title}
              disabled={disabled}
              onClick={() => run(user)}
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
      </td>
    </tr>
  )
}
