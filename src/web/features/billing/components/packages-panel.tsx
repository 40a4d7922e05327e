import { Check, Pencil, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { MAX_PACKAGES, type Package, packageBullets, packageMessages } from '#shared/billing/packages.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useConfirm } from '#web/components/ui/confirm.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useDeletePackage } from '#web/features/billing/api/delete-package.ts'
import { usePackages } from '#web/features/billing/api/get-packages.ts'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'
import { PackageFormDialog } from '#web/features/billing/components/package-form-dialog.tsx'
import { isApiError } from '#web/lib/api.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

export const MAX_PACKAGES_TOOLTIP = 'Maximum 3 packages allowed'
export const NO_PACKAGES = 'No packages available. Add a new package to get started.'

type Editing = { mode: 'add' } | { mode: 'edit'; pkg: Package } | null

/**
 * 'Add Package', disabled at the limit with the spec's tooltip. aria-disabled rather than disabled,
 * so keyboard users can still reach the button and hear why it does nothing.
 */
function AddPackageButton({ atLimit, onAdd }: { atLimit: boolean; onAdd: () => void }) {
  const tipId = useId()
  return (
    <span className="group relative inline-flex">
      <Button
        aria-disabled={atLimit || undefined}
        aria-describedby={atLimit ? tipId : undefined}
        className={atLimit ? 'cursor-not-allowed opacity-60' : undefined}
        onClick={() => !atLimit && onAdd()}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Package
      </Button>
      {atLimit && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute top-full right-0 z-10 mt-2 hidden rounded-md bg-night px-2 py-1 text-xs whitespace-nowrap text-white group-focus-within:block group-hover:block"
        >
          {MAX_PACKAGES_TOOLTIP}
        </span>
      )}
    </span>
  )
}

function PackageCard({ pkg, onEdit, onDelete }: { pkg: Package; onEdit: () => void; onDelete: () => void }) {
  const bullets = packageBullets(pkg.points)
  const currency = useShopCurrency()
  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{pkg.packageName}</h3>
        {pkg.isPopular && <Badge tone="brand">Popular</Badge>}
      </div>
      <p className="mt-2 text-3xl font-extrabold tabular-nums">{formatMoney(pkg.priceCents, currency)}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {pkg.credit.toLocaleString()} credits · {pkg.validity} days
      </p>
      {bullets.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm">
          {bullets.map((text) => (
            <li key={text} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {text}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex gap-2 pt-6">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${pkg.packageName}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${pkg.packageName}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </Card>
  )
}

/** Pricing Packages (admin-and-items.md §2): the settings panel, also the /admin/packages page. */
export function PackagesPanel() {
  const packages = usePackages()
  const remove = useDeletePackage()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing>(null)
  const list = packages.data ?? []

  const onDelete = async (pkg: Package) => {
    if (!(await confirm(`Are you sure you want to delete the ${pkg.packageName} package?`))) return
    remove.mutate(pkg.id, {
      onSuccess: ({ archived }) =>
        notifySuccess(archived ? packageMessages.archived : packageMessages.deleted),
      onError: (error) => notifyError(isApiError(error) ? error.message : 'Failed to delete package'),
    })
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">Pricing Packages</h2>
          <p className="text-sm text-ink-muted">Up to {MAX_PACKAGES} packages are sold on the home page.</p>
        </div>
        <AddPackageButton atLimit={list.length >= MAX_PACKAGES} onAdd={() => setEditing({ mode: 'add' })} />
      </div>
      {packages.isPending ? (
        <Loader label="Loading packages..." />
      ) : packages.isError ? (
        <Alert>Failed to fetch packages</Alert>
      ) : list.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 p-10 text-center text-ink-muted">
          {NO_PACKAGES}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {list.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              onEdit={() => setEditing({ mode: 'edit', pkg })}
              onDelete={() => void onDelete(pkg)}
            />
          ))}
        </div>
      )}
      {editing && (
        <PackageFormDialog
          editing={editing.mode === 'edit' ? editing.pkg : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
