import { zodResolver } from '@hookform/resolvers/zod'
import { Check, X } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { MEMBERSHIPS, ROLES } from '#shared/common/roles.ts'
import {
  type AdminUser,
  type UserUpdate,
  type UserUpdateInput,
  userUpdateSchema,
} from '#shared/users/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError, inputClasses } from '#web/components/ui/text-field.tsx'
import { cn } from '#web/lib/cn.ts'
import { Credits } from './user-badges.tsx'
import { actionsCellClasses, JoinedCell } from './user-row.tsx'

const cellInput = cn(inputClasses, 'h-9 border-slate-300 text-sm')

/**
 * The one row in edit mode: name, role, membership and credits. The credits box holds text; the
 * shared schema turns it into a whole number (spec: currentBalance converted to a number).
 * Credits go to the server only when the box was changed, with the balance this row showed: a
 * balance that moved since (a purchase, a generation) is refused with 409 rather than overwritten.
 * A change asks for an optional reason, kept in the customer's credit history.
 */
export function UserEditRow({
  user,
  saving,
  onSave,
  onCancel,
}: {
  user: AdminUser
  saving: boolean
  onSave: (input: UserUpdate) => void
  onCancel: () => void
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<UserUpdateInput, unknown, UserUpdate>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: {
      name: user.name,
      role: user.role,
      membership: user.membership,
      credits: String(user.creditBalance),
      expectedCredits: user.creditBalance,
      creditNote: '',
    },
  })
  const creditsChanged = String(watch('credits') ?? '').trim() !== String(user.creditBalance)
  const save = handleSubmit(({ credits, expectedCredits, creditNote, ...rest }) =>
    onSave(
      credits === undefined || credits === user.creditBalance
        ? rest
        : { ...rest, credits, expectedCredits, ...(creditNote ? { creditNote } : {}) },
    ),
  )
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      void save()
    } else if (event.key === 'Escape') onCancel()
  }
  const id = (field: string) => `edit-${user.id}-${field}`

  return (
    <tr className="bg-brand-50/40" onKeyDown={onKeyDown}>
      <td className="px-4 py-3">
        <label htmlFor={id('name')} className="sr-only">
          Name
        </label>
        <input
          id={id('name')}
          className={cellInput}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? id('name-error') : undefined}
          // biome-ignore lint/a11y/noAutofocus: the row just switched to edit mode; focus belongs in it.
          autoFocus
          {...register('name')}
        />
        {errors.name?.message && <FieldError id={id('name-error')}>{errors.name.message}</FieldError>}
        <p className="mt-1 text-xs break-all text-ink-muted">{user.email}</p>
      </td>
      <td className="px-4 py-3">
        <label htmlFor={id('credits')} className="sr-only">
          Remaining Credit
        </label>
        <input
          id={id('credits')}
          inputMode="numeric"
          className={cn(cellInput, 'w-28')}
          aria-invalid={errors.credits ? true : undefined}
          aria-describedby={errors.credits ? id('credits-error') : id('credits-now')}
          {...register('credits')}
        />
        {errors.credits?.message ? (
          <FieldError id={id('credits-error')}>{errors.credits.message}</FieldError>
        ) : (
          <p id={id('credits-now')} className="mt-1 text-xs text-ink-muted">
            Now <Credits value={user.creditBalance} />
          </p>
        )}
        {creditsChanged && (
          <>
            <label htmlFor={id('credit-note')} className="mt-2 block text-xs font-medium text-ink">
              Reason (optional)
            </label>
            <input
              id={id('credit-note')}
              maxLength={500}
              className={cn(cellInput, 'w-40')}
              {...register('creditNote')}
            />
          </>
        )}
      </td>
      <td className="px-4 py-3">
        <label htmlFor={id('role')} className="sr-only">
          Role
        </label>
        <select id={id('role')} className={cellInput} {...register('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-3">
        <label htmlFor={id('membership')} className="sr-only">
          Membership
        </label>
        <select id={id('membership')} className={cellInput} {...register('membership')}>
          {MEMBERSHIPS.map((membership) => (
            <option key={membership} value={membership}>
              {membership}
            </option>
          ))}
        </select>
      </td>
      <JoinedCell createdAt={user.createdAt} />
      <td className={actionsCellClasses}>
        <div className="flex items-center justify-end gap-1">
          <Button size="sm" onClick={() => void save()} disabled={saving} aria-label={`Save ${user.name}`}>
            <Check aria-hidden="true" className="size-4" />
            {saving ? 'Saving...' : 'Save'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onCancel}
            disabled={saving}
            aria-label="Cancel editing"
          >
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </div>
      </td>
    </tr>
  )
}
