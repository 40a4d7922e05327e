/** Roles as the spec names them. Sign-up never grants one; the server alone changes them. */
export const ROLES = ['member', 'moderator', 'Seller', 'Admin'] as const
export type Role = (typeof ROLES)[number]

export const MEMBERSHIPS = ['free', 'basic', 'premium'] as const
export type Membership = (typeof MEMBERSHIPS)[number]

export const isAdmin = (role: string | null | undefined): boolean => role === 'Admin'
