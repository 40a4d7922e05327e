import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { USERS_PAGE_SIZE } from '#shared/users/constants.ts'
import { type UserSortField, userPageSchema } from '#shared/users/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export type UsersParams = { search: string; sort: UserSortField; dir: 'asc' | 'desc'; page: number }

export const usersQueryKey = ['admin', 'users'] as const

/** GET /api/users: one page of the users screen. */
export const getUsers = (params: UsersParams, signal?: AbortSignal) =>
  apiGet(
    `/api/users?${new URLSearchParams({
      search: params.search,
      sort: params.sort,
      dir: params.dir,
      page: String(params.page),
      pageSize: String(USERS_PAGE_SIZE),
    })}`,
    userPageSchema,
    signal,
  )

export const useUsers = (params: UsersParams) =>
  useQuery({
    queryKey: [...usersQueryKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  })
