import { Link } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { paths } from '#web/config/paths.ts'
import { failureCode, failureText } from '#web/features/youtube/lib/failure-text.ts'
import { YOUTUBE_VERIFY_URL } from '#web/features/youtube/lib/youtube-texts.ts'

const linkClasses = 'font-semibold underline'

/**
 * A refusal in the server's words, with the one link that helps: where to verify the channel, or
 * (outside the YouTube page) where to reconnect it.
 */
export function YoutubeError({ error, reconnectLink = false }: { error: unknown; reconnectLink?: boolean }) {
  const code = failureCode(error)
  return (
    <Alert>
      {failureText(error)}
      {code === 'YOUTUBE_NOT_VERIFIED' && (
        <>
          {' '}
          <a href={YOUTUBE_VERIFY_URL} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            Verify your channel on YouTube
          </a>
        </>
      )}
      {code === 'YOUTUBE_RECONNECT' && reconnectLink && (
        <>
          {' '}
          <Link to={paths.user.youtube.getHref()} className={linkClasses}>
            Reconnect it on the YouTube page
          </Link>
        </>
      )}
    </Alert>
  )
}
