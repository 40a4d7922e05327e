import { useNavigate } from 'react-router'
import type { Me } from '#shared/users/me.ts'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useCreateOrder } from '#web/features/billing/api/create-order.ts'
import { useLastBillingDetails } from '#web/features/billing/api/get-billing-details.ts'
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
 * refuses them too); anyone else bills the order, which the server prices. The fields start with
 * what the buyer's last order was billed to; if that cannot be read, they start empty.
 */
export function BillingCard({ kind, productId, me, countries, pendingPath }: BillingCardProps) {
  const navigate = useNavigate()
  const createOrder = useCreateOrder(kind)
  const seller = me?.role === 'Seller'
  const remembered = useLastBillingDetails(seller ? undefined : me?.id)
  return (
    <Card className="p-6" aria-labelledby="billing-heading">
      <h2 id="billing-heading" className="mb-4 text-lg font-semibold">
        Billing Information
      </h2>
      {seller ? (
        <SellerBlock />
      ) : remembered.isLoading ? (
        <Loader label="Loading your billing details..." />
      ) : (
        <CheckoutForm
          email={me?.email ?? ''}
          defaultName={me?.name ?? ''}
          remembered={remembered.data}
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
