import { useEffect } from 'react'

const SITE = 'Thumbforge'

/** Sets the tab title for a page and restores the previous one when the page goes away. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title
    document.title = `${title} | ${SITE}`
    return () => {
      document.title = previous
    }
  }, [title])
}
