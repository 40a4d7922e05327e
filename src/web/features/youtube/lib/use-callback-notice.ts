import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { youtubeCallbackErrors, youtubeMessages } from '#shared/youtube/schemas.ts'
import { youtubeKeys } from '#web/features/youtube/api/youtube-urls.ts'
import type { Flash } from '#web/lib/use-flash.ts'

/** Only the shop's own words: an unknown code in a crafted link shows nothing at all. */
function noticeFrom(params: URLSearchParams): Flash | null {
  if (params.get('connected') === '1') return { tone: 'success', text: youtubeMessages.connected }
  const code = params.get('error')
  if (code && Object.hasOwn(youtubeCallbackErrors, code)) {
    return { tone: 'error', text: youtubeCallbackErrors[code as keyof typeof youtubeCallbackErrors] }
  }
  return null
}

/**
 * Google's callback sends the browser back to `?connected=1` or `?error=<code>`. The words are
 * read once, then the query leaves the address, so a reload or a bookmark does not repeat them.
 */
export function useCallbackNotice(): Flash | null {
  const [params, setParams] = useSearchParams()
  const [notice] = useState(() => noticeFrom(params))
  const queryClient = useQueryClient()
  const returned = params.has('connected') || params.has('error')

  useEffect(() => {
    if (!returned) return
    void queryClient.invalidateQueries({ queryKey: youtubeKeys.channels })
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('connected')
        next.delete('error')
        return next
      },
      { replace: true },
    )
  }, [returned, setParams, queryClient])

  return notice
}
