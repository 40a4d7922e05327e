import { useEffect } from 'react'

const SITE = 'Thumbforge'

/**
 * Sets the tab title for a page and restores the previous one when the page goes away.
 * `exact` keeps a title the spec gives word for word (e.g. 'Complete Your Order | Quick and Easy Checkout').
 */
export function usePageTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    const previous = document.title
    document.title = exact ? title : `${title} | ${SITE}`
    return () => {
      document.title = previous
    }
  }, [title, exact])
}
