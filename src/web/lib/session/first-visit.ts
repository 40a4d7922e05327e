import { useEffect, useState } from 'react'
import { readStored, removeStored, writeStored } from '#web/lib/storage.ts'

// By e-mail rather than id: sign-up knows the address before the session answers, so the mark is
// in place before any page can read it.
const NEW_ACCOUNT_KEY = 'new-account'

const normalise = (email: string) => email.trim().toLowerCase()

/** Sign-up marks the account so its first dashboard says 'Welcome', not 'Welcome back'. */
export const markNewAccount = (email: string): void => writeStored(NEW_ACCOUNT_KEY, normalise(email))

/**
 * Whether this page is the account's first visit since signing up. The answer holds for the page's
 * life; the mark is used up once it is on screen, so the next visit is a return.
 */
export function useFirstVisit(email: string | undefined): boolean {
  const [firstVisit] = useState(
    () => email !== undefined && readStored(NEW_ACCOUNT_KEY)?.value === normalise(email),
  )
  useEffect(() => {
    if (firstVisit) removeStored(NEW_ACCOUNT_KEY)
  }, [firstVisit])
  return firstVisit
}
