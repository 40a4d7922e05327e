import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { customerViewSchema } from '#shared/users/customer.ts'
import { ledgerPageSchema } from '#shared/users/me.ts'
import { apiGet } from '#web/lib/api.ts'
import { usersQueryKey } from './get-users.ts'

const enc = encodeURIComponent

/** GET /api/users/{id}: the customer view (admin). Under the users key, so a row edit refreshes it. */
export const useCustomer = (id: string) =>
  useQuery({
    queryKey: [...usersQueryKey, 'customer', id],
    queryFn: ({ signal }) => apiGet(`/api/users/${enc(id)}`, customerViewSchema, signal),
  })

export const CUSTOMER_LEDGER_PAGE_SIZE = 20

/** GET /api/users/{id}/ledger: the customer's credit history, newest first. */
export const useCustomerLedger = (id: string, page: number) =>
  useQuery({
    queryKey: [...usersQueryKey, 'customer', id, 'ledger', page],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/users/${enc(id)}/ledger?${new URLSearchParams({ page: String(page), pageSize: String(CUSTOMER_LEDGER_PAGE_SIZE) })}`,
        ledgerPageSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  })
