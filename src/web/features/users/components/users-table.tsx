import { RefreshCw, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { EXPORT_PATHS } from '#shared/billing/exports.ts'
import { USERS_ALERT_MS, USERS_PAGE_SIZE, USERS_PAGE_WINDOW } from '#shared/users/constants.ts'
import { usersMessages } from '#shared/users/messages.ts'
import type { AdminUser, UserSortField, UserUpdate } from '#shared/users/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { ExportLink } from '#web/components/ui/export-link.tsx'
import { PageNumbers } from '#web/components/ui/page-numbers.tsx'
import {
  PlainHeader,
  SearchBox,
  type Sort,
  SortHeader,
  TableFrame,
} from '#web/components/ui/sortable-table.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useDeleteUser } from '#web/features/users/api/delete-user.ts'
import { useUsers } from '#web/features/users/api/get-users.ts'
import { useUpdateUser } from '#web/features/users/api/update-user.ts'
import { isApiError } from '#web/lib/api.ts'
import { cn } from '#web/lib/cn.ts'
import { useFlash } from '#web/lib/use-flash.ts'
import { MessageLogDialog } from './message-log-dialog.tsx'
import { SendMessageDialog } from './send-message-dialog.tsx'
import { UserEditRow } from './user-edit-row.tsx'
import { UserRow } from './user-row.tsx'

/** 'Failed to … user: {status}', with the server's reason on a second line when it gave one. */
function failure(error: unknown, text: (status: number | string) => string) {
  const status = isApiError(error) ? error.status : 'network error'
  return { text: text(status), detail: isApiError(error) ? error.message : undefined }
}

/**
 * The users management table ('User Directory'): search, Refresh, sortable columns, 10 per page
 * newest first, one row in edit mode at a time, delete with the spec's confirm, and the Message
 * and History actions. Self-contained (its own data hook), so the admin dashboard embeds it too.
 */
export function UsersTable() {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<Sort<UserSortField>>({ key: 'createdAt', dir: 'desc' })
  const [page, setPage] = useState(1)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [messageTo, setMessageTo] = useState<AdminUser | null>(null)
  const [historyOf, setHistoryOf] = useState<AdminUser | null>(null)
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null)
  const { flash, show } = useFlash(USERS_ALERT_MS)
  const confirm = useConfirm()
  const users = useUsers({ search: search.trim(), sort: sort.key, dir: sort.dir, page })
  const update = useUpdateUser()
  const remove = useDeleteUser()

  const onSearch = (value: string) => {
    setSearch(value)
    setPage(1)
  }
  const onSort = (next: Sort<UserSortField>) => {
    setSort(next)
    setPage(1)
  }

  const onSave = (user: AdminUser, input: UserUpdate) => {
    setError(null)
    update.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          setEditingId(null)
          show('success', usersMessages.updated)
        },
        onError: (e) => setError(failure(e, usersMessages.updateFailed)),
      },
    )
  }

  const onDelete = async (user: AdminUser) => {
    if (!(await confirm(usersMessages.confirmDelete, { confirmLabel: 'Delete' }))) return
    setError(null)
    remove.mutate(user.id, {
      onSuccess: () => {
        if (editingId === user.id) setEditingId(null)
        show('success', usersMessages.deleted)
      },
      onError: (e) => setError(failure(e, usersMessages.deleteFailed)),
    })
  }

  const actions = {
    onEdit: (user: AdminUser) => {
      setError(null)
      setEditingId(user.id)
    },
    onDelete: (user: AdminUser) => void onDelete(user),
    onMessage: setMessageTo,
    onHistory: setHistoryOf,
  }

  const header = (column: UserSortField, label: string) => (
    <SortHeader label={label} column={column} sort={sort} onSort={onSort} />
  )

  return (
    <section aria-labelledby="user-directory-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="user-directory-heading" className="text-xl font-semibold">
          User Directory
        </h2>
        {/* Full width under the heading until there is room beside it (the sidebar takes 16rem). */}
        <div className="flex w-full flex-wrap items-center gap-2 lg:w-auto lg:flex-nowrap">
          <SearchBox
            label="Search users"
            className="min-w-64 flex-1 lg:w-96 lg:flex-none"
            placeholder="Search name, email, role, membership"
            value={search}
            onChange={onSearch}
          />
          <Button variant="secondary" onClick={() => void users.refetch()} disabled={users.isFetching}>
            <RefreshCw aria-hidden="true" className={cn('size-4', users.isFetching && 'animate-spin')} />
            Refresh
          </Button>
          <ExportLink path={EXPORT_PATHS.users} filters={{ search }} />
        </div>
      </div>
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
      {error && (
        <Alert>
          {error.text}
          {error.detail && <span className="block text-xs">{error.detail}</span>}
        </Alert>
      )}
      {users.isError && <Alert>{usersMessages.fetchFailed(users.error.message)}</Alert>}
      {users.isPending ? (
        <Loader label="Loading users..." />
      ) : users.data && users.data.users.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-slate-200 bg-surface p-12 text-center text-ink-muted">
          <UsersRound aria-hidden="true" className="size-10" />
          <p className="font-semibold text-ink">{usersMessages.noUsers}</p>
        </div>
      ) : users.data ? (
        <>
          <TableFrame
            label="Users"
            head={
              <>
                {header('name', 'User')}
                {header('credits', 'Remaining Credit')}
                {header('role', 'Role')}
                {header('membership', 'Membership')}
                {header('createdAt', 'Joined')}
                <PlainHeader className="sticky right-0 bg-slate-50 text-right shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]">
                  Actions
                </PlainHeader>
              </>
            }
          >
            {users.data.users.map((user) =>
              user.id === editingId ? (
                <UserEditRow
                  key={user.id}
                  user={user}
                  saving={update.isPending}
                  onSave={(input) => onSave(user, input)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <UserRow key={user.id} user={user} editLocked={editingId !== null} actions={actions} />
              ),
            )}
          </TableFrame>
          <PageNumbers
            label="Users pages"
            page={page}
            pageSize={USERS_PAGE_SIZE}
            count={users.data}
            onPageChange={setPage}
            window={USERS_PAGE_WINDOW}
            firstLast
          />
        </>
      ) : null}
      <SendMessageDialog user={messageTo} onClose={() => setMessageTo(null)} />
      <MessageLogDialog user={historyOf} onClose={() => setHistoryOf(null)} />
    </section>
  )
}
