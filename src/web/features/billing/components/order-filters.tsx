import { EXPORT_PATHS } from '#shared/billing/exports.ts'
import { PAYMENT_STATUSES } from '#shared/billing/orders.ts'
import { DateField } from '#web/components/ui/date-field.tsx'
import { ExportLink } from '#web/components/ui/export-link.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { useAdminItems } from '#web/features/billing/api/get-items.ts'
import { usePackages } from '#web/features/billing/api/get-packages.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'

/** The admin order lists' filters beside the search; empty strings mean "any". */
export interface OrderFilterValues {
  status: string
  from: string
  to: string
  product: string
}

export const noOrderFilters: OrderFilterValues = { status: '', from: '', to: '', product: '' }

const statusLabel = (status: string) => (status === 'pending' ? 'Pending' : status)

function ProductField({
  kind,
  value,
  onChange,
}: {
  kind: OrderKind
  value: string
  onChange: (value: string) => void
}) {
  const packages = usePackages()
  const items = useAdminItems()
  const options =
    kind === 'item'
      ? (items.data ?? []).map((i) => ({ value: i.itemId, label: `${i.itemName} (${i.itemId})` }))
      : (packages.data ?? []).map((p) => ({ value: p.id, label: p.packageName }))
  return (
    <SelectField
      label={kind === 'item' ? 'Item' : 'Package'}
      value={value}
      placeholder="Any"
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

/** Status, placed between two days, and package or item; plus the CSV of what is listed. */
export function OrderFilters({
  kind,
  search,
  value,
  onChange,
}: {
  kind: OrderKind
  search: string
  value: OrderFilterValues
  onChange: (next: OrderFilterValues) => void
}) {
  const set = (field: keyof OrderFilterValues) => (next: string) => onChange({ ...value, [field]: next })
  return (
    // Aligned at the top, so a date's error message grows its own column downwards rather than
    // lifting its field above the others; the button sits level with the fields' boxes.
    <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SelectField
        label="Payment status"
        value={value.status}
        placeholder="Any"
        options={PAYMENT_STATUSES.map((s) => ({ value: s.toLowerCase(), label: statusLabel(s) }))}
        onChange={(event) => set('status')(event.target.value)}
      />
      <DateField label="From" value={value.from} onChange={set('from')} />
      <DateField label="To" value={value.to} onChange={set('to')} />
      <ProductField kind={kind} value={value.product} onChange={set('product')} />
      <ExportLink
        path={kind === 'item' ? EXPORT_PATHS.itemOrders : EXPORT_PATHS.orders}
        filters={{ search, ...value }}
        className="lg:mt-6.5"
      />
    </div>
  )
}
