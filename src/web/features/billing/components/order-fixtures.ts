/** Orders as the API returns them, for component tests. */
export function packageOrder(n: number, patch: Record<string, unknown> = {}) {
  const orderId = `ORD${String(n).padStart(5, '0')}`
  return {
    kind: 'package',
    orderId,
    paymentId: `PAY${String(n).padStart(5, '0')}`,
    customerName: `Customer ${n}`,
    customerEmail: `customer${n}@example.com`,
    address: '1 Main Street',
    country: 'Germany',
    productName: 'Creator',
    packageId: 'p2',
    packageName: 'Creator',
    credit: 100,
    validity: 90,
    priceCents: 1900,
    processingFeeCents: 0,
    totalCents: 1900,
    currency: 'USD',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    orderDate: '01/03/2026',
    createdAt: '2026-03-01T10:00:00.000Z',
    paymentMethod: null,
    paypalTransactionId: null,
    payerEmail: null,
    captureTime: null,
    membershipValidity: null,
    ...patch,
  }
}

export function itemOrder(n: number, patch: Record<string, unknown> = {}) {
  const { packageId: _id, packageName: _name, ...base } = packageOrder(n)
  return {
    ...base,
    kind: 'item',
    productName: 'Premium overlay pack',
    itemName: 'Premium overlay pack',
    itemId: 'OVL-1',
    slug: 'overlays',
    imageUrl: null,
    credit: 0,
    validity: null,
    ...patch,
  }
}

/** A server-side page of `all`, as GET /api/orders answers `?page=&pageSize=`. */
export function pageOf(all: unknown[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10)
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
    totalCapped: false,
    page,
    pageSize,
  }
}
