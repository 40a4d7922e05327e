import { useEffect } from 'react'

/**
 * Sets the page's meta description (the snippet a search result shows) while the page is shown and
 * restores the previous one when it goes away, as `usePageTitle` does for the title.
 */
export function useMetaDescription(content: string) {
  useEffect(() => {
    if (!content) return
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = content
    return () => {
      if (meta) meta.content = previous
    }
  }, [content])
}
