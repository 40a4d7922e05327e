import { useNavigate } from 'react-router'
import type { Me } from '#shared/schemas/me.ts'
import { Card } from '#web/components/ui/card.tsx'
import { useCreateOrder } from '#web/features/billing/api/create-order.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { CheckoutForm } from '#web/features/billing/components/checkout-form.tsx'
import { SellerBlock } from '#web/features/billing/components/seller-block.tsx'

interface BillingCardProps {
  kind: OrderKind
  productId: string
  me: Me | null
  countries: readonly string[]
  /** Where the buyer goes once the order exists: that kind's pending list. */
  pendingPath: string
}

/**
 * The 'Billing Information' card of both checkouts: a Seller sees why they cannot buy (the server
 * refuses them too); anyone else bills the order, which the server prices.
 */
export function BillingCard({ kind, productId, me, countries, pendingPath }: BillingCardProps) {
  const navigate = useNavigate()
  const createOrder = useCreateOrder(kind)
  return (
    <Card className="p-6" aria-labelledby="billing-heading">
      <h2 id="billing-heading" className="mb-4 text-lg font-semibold">
        Billing Information
      </h2>
      {me?.role === 'Seller' ? (
        <SellerBlock />
      ) : (
        <CheckoutForm
          email={me?.email ?? ''}
          defaultName={me?.name ?? ''}
          countries={countries}
          isPending={createOrder.isPending}
          error={createOrder.error}
          onSubmit={(billing) =>
            createOrder.mutate({ productId, billing }, { onSuccess: () => void navigate(pendingPath) })
          }
        />
      )}
    </Card>
  )
}
