import { YOUTUBE_VERIFY_URL, youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'

/** A channel YouTube has not verified cannot take custom thumbnails; this says where to fix it. */
export function VerifyNote() {
  return (
    <p className="text-sm text-amber-800">
      {youtubeTexts.notAllowedNote}{' '}
      <a
        href={YOUTUBE_VERIFY_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold underline"
      >
        youtube.com/verify
      </a>
    </p>
  )
}
