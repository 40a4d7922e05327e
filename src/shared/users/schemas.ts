import { z } from 'zod'
import { pageField, pageInfoShape } from '../common/paging.ts'
import { MEMBERSHIPS, ROLES } from '../common/roles.ts'
import { USERS_PAGE_SIZE } from './constants.ts'
import { usersMessages } from './messages.ts'

export const USER_SORT_FIELDS = ['name', 'email', 'credits', 'role', 'membership', 'createdAt'] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]

/** GET /api/users: search matches name, e-mail, role or membership (case-insensitive). */
export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  sort: z.enum(USER_SORT_FIELDS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profileUrl: z.string().nullable(),
  role: z.enum(ROLES),
  membership: z.enum(MEMBERSHIPS),
  creditBalance: z.number().int(),
  /** The spec's users list also exposes these two (customer-side.md §3); null until the user fills them in. */
  address: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const userPageSchema = z.object({
  users: z.array(adminUserSchema),
  ...pageInfoShape,
})
export type UserPage = z.infer<typeof userPageSchema>

const creditsField = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: usersMessages.creditsInvalid })
    .int(usersMessages.creditsInvalid)
    .min(0, usersMessages.creditsInvalid)
    .max(1_000_000_000, usersMessages.creditsInvalid),
)

/**
 * PUT /api/users/{id}: the inline row edit. The e-mail is not editable here (it is the sign-in
 * identity). Credits are sent only when the admin changed them, with the balance the editor
 * showed (`expectedCredits`): the server refuses with 409 when the balance moved since (a purchase
 * or a generation meanwhile), and otherwise writes one `admin_adjust` entry of the difference,
 * carrying the optional reason.
 */
export const userUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, usersMessages.nameRequired).max(100),
    role: z.enum(ROLES),
    membership: z.enum(MEMBERSHIPS),
    // The form sends the typed text; a blank box is an error, not a silent 0.
    credits: creditsField.optional(),
    expectedCredits: z.number().int().min(0).optional(),
    creditNote: z.string().trim().max(500).optional(),
  })
  .refine((value) => value.credits === undefined || value.expectedCredits !== undefined, {
    message: usersMessages.expectedCreditsRequired,
    path: ['expectedCredits'],
  })
export type UserUpdate = z.infer<typeof userUpdateSchema>
export type UserUpdateInput = z.input<typeof userUpdateSchema>

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) })
