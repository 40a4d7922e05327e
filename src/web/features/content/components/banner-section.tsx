import { ArrowRight, RotateCw } from 'lucide-react'
import { homeMessages, youtubeVideoId } from '#shared/content/messages.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'
import { useSection } from '#web/features/content/api/get-section.ts'
import { useShowcasePictures } from '#web/features/content/api/get-showcase.ts'
import { SmartLink } from '#web/features/content/components/smart-link.tsx'
import { inlineHtml } from '#web/features/content/lib/inline-html.ts'
import { ShowcasePicture } from '#web/features/content/showcase/showcase-picture.tsx'
import { isNetworkError } from '#web/lib/api.ts'
import { useMe } from '#web/lib/session/me-query.ts'

function BannerError({ error }: { error: Error }) {
  // NetworkError adds nothing to Error's shape, so the guard would narrow the other branch to never.
  const offline = isNetworkError(error)
  return (
    <section aria-labelledby="banner-error" className="bg-night px-4 py-20 text-center text-white">
      <h1 id="banner-error" className="text-2xl font-bold">
        {homeMessages.bannerError}
      </h1>
      <p role="alert" className="mt-3 text-slate-300">
        {offline ? homeMessages.bannerNetworkError : (error as Error).message}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses({ variant: 'light', className: 'mt-6' })}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {homeMessages.retry}
      </button>
    </section>
  )
}

/**
 * The home banner (customer-side.md §2): hidden when inactive; the button is the configured one
 * for a signed-in visitor and 'Create Account Now' otherwise; an 11-character YouTube id plays
 * as an embedded video, otherwise the background image shows.
 */
export function BannerSection() {
  const { data: banner, error, isPending } = useSection('banner-section')
  const { me } = useMe()
  const pictures = useShowcasePictures().slice(0, 2)

  if (error) return <BannerError error={error} />
  if (isPending) {
    return <section aria-label="Banner" aria-busy="true" className="min-h-[28rem] bg-night" />
  }
  if (!banner.isActive) return null

  const videoId = youtubeVideoId(banner.youtubeUrl)
  // Beside the text on wide screens only: on a phone they would push the button below the fold.
  const showPictures = !videoId && pictures.length > 0
  const button = me
    ? { text: banner.buttonText, to: banner.buttonLink || paths.user.dashboard.getHref() }
    : { text: homeMessages.signedOutButton, to: paths.register.getHref() }

  return (
    <section
      aria-labelledby="banner-heading"
      className="relative isolate overflow-hidden bg-night text-white"
    >
      {!videoId && banner.backgroundImage && (
        <img
          src={banner.backgroundImage}
          alt=""
          // The default background's size; any other image is cropped to the banner the same way.
          width={1600}
          height={900}
          fetchPriority="high"
          onError={(event) => {
            event.currentTarget.hidden = true
          }}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-night via-night/85 to-night/30" />
      <div
        className={`mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:py-28 ${videoId || showPictures ? 'lg:grid-cols-2' : ''}`}
      >
        <div className={videoId || showPictures ? '' : 'max-w-3xl'}>
          {banner.subTitle && (
            <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-slate-200">
              {banner.subTitle}
            </p>
          )}
          <h1
            id="banner-heading"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl xl:text-6xl [&_strong]:text-brand-400"
          >
            {/* Sanitized by the server on write and when served, and here again on render. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: inlineHtml keeps an inline allow-list only */}
            <span dangerouslySetInnerHTML={{ __html: inlineHtml(banner.mainTitle) }} />
            {banner.highlightText && <span className="text-brand-400"> {banner.highlightText}</span>}
          </h1>
          {banner.description && <p className="mt-6 max-w-xl text-lg text-slate-300">{banner.description}</p>}
          {button.text && (
            <SmartLink to={button.to} className={buttonClasses({ size: 'lg', className: 'mt-10' })}>
              {button.text}
              <ArrowRight aria-hidden="true" className="size-5" />
            </SmartLink>
          )}
        </div>
        {showPictures && (
          <div className="relative hidden lg:block">
            {pictures.map((item, i) => (
              <ShowcasePicture
                key={item.id}
                item={item}
                sizes="560px"
                className={
                  i === 0
                    ? 'relative ring-1 ring-white/10'
                    : 'absolute top-1/2 -right-6 w-3/5 ring-4 ring-night'
                }
              />
            ))}
          </div>
        )}
        {videoId && (
          <div className="overflow-hidden rounded-card shadow-2xl ring-1 ring-white/10">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${videoId}`}
              title="Thumbforge video"
              className="aspect-video w-full"
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          </div>
        )}
      </div>
    </section>
  )
}
