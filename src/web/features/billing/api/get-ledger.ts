import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ledgerPageSchema } from '#shared/users/me.ts'
import { apiGet } from '#web/lib/api.ts'

export const LEDGER_PAGE_SIZE = 10

/** GET /api/me/ledger: the signed-in user's credit history, newest first. */
export const getLedger = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiGet(
    `/api/me/ledger?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
    ledgerPageSchema,
    signal,
  )

export const useLedger = (page: number, pageSize = LEDGER_PAGE_SIZE) =>
  useQuery({
    queryKey: ['me', 'ledger', { page, pageSize }],
    queryFn: ({ signal }) => getLedger(page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
