import type { Order } from '#shared/billing/orders.ts'
import { packageBullets } from '#shared/billing/packages.ts'
import { PACKAGE_DETAILS_MAX_POINTS } from '#shared/common/constants.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { usePackage } from '#web/features/billing/api/get-package.ts'

/**
 * '{packageName} Package Details': price, credits, up to six points, package id. Everything shown is
 * what this order was sold with: the points snapshot on the order; only an order placed before
 * snapshots were kept falls back to the package's current points.
 */
export function PackageDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const pkg = usePackage(order.points ? undefined : (order.packageId ?? undefined))
  const source = order.points ?? pkg.data?.points
  const points = source ? packageBullets(source).slice(0, PACKAGE_DETAILS_MAX_POINTS) : []
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${order.packageName} Package Details`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <dl className="divide-y divide-slate-100 text-sm">
        <div className="flex justify-between py-2">
          <dt className="text-ink-muted">Price</dt>
          <dd className="font-semibold">{formatMoney(order.priceCents, order.currency)}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt className="text-ink-muted">Credits</dt>
          <dd className="font-semibold">{order.credit.toLocaleString()}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-ink-muted">Package ID</dt>
          <dd className="font-mono text-xs break-all">{order.packageId ?? 'N/A'}</dd>
        </div>
      </dl>
      {pkg.isFetching && !pkg.data ? (
        <Loader label="Loading package..." className="p-4" />
      ) : (
        points.length > 0 && (
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm" aria-label="Features">
            {points.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )
      )}
    </Dialog>
  )
}
