import { useId } from 'react'
import { youtubeVideoId } from '#shared/content/messages.ts'
import { inlineHtml } from '#web/features/content/lib/inline-html.ts'

export type BannerPreviewValues = {
  subTitle?: string
  mainTitle?: string
  highlightText?: string
  description?: string
  buttonText?: string
  youtubeUrl?: string
  backgroundImage?: string
}

/**
 * The live preview: an 11-character YouTube id plays as an embedded video, otherwise the background
 * image shows (the same rule as the home page's banner).
 */
export function BannerPreview({ values }: { values: BannerPreviewValues }) {
  const videoId = youtubeVideoId(values.youtubeUrl)
  const captionId = useId()
  return (
    <figure className="space-y-2 self-start xl:sticky xl:top-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm font-semibold text-ink">
        Live Preview
      </figcaption>
      <div className="relative overflow-hidden rounded-xl bg-night text-white">
        {videoId ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${videoId}`}
            title="Banner video preview"
            className="aspect-video w-full"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : values.backgroundImage ? (
          <img
            src={values.backgroundImage}
            alt="Banner background preview"
            className="absolute inset-0 size-full object-cover opacity-60"
          />
        ) : null}
        <div className={videoId ? 'space-y-2 p-6' : 'relative space-y-2 p-8 sm:p-12'}>
          {values.subTitle && (
            <p className="text-sm font-semibold text-brand-200 uppercase">{values.subTitle}</p>
          )}
          {/* Laid out like the home page's banner: the highlight text follows the title. */}
          <p className="text-2xl font-extrabold sm:text-3xl [&_strong]:text-brand-400">
            <span
              // biome-ignore lint/security/noDangerouslySetInnerHtml: inlineHtml keeps an inline allow-list only.
              dangerouslySetInnerHTML={{ __html: inlineHtml(values.mainTitle ?? '') }}
            />
            {values.highlightText && <span className="text-brand-400"> {values.highlightText}</span>}
          </p>
          {values.description && <p className="max-w-prose text-sm text-slate-200">{values.description}</p>}
          {values.buttonText && (
            <span className="inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold">
              {values.buttonText}
            </span>
          )}
        </div>
      </div>
    </figure>
  )
}
