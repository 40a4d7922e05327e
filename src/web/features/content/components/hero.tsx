import { ArrowRight, Sparkles } from 'lucide-react'
import { paths } from '#web/app/paths.ts'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { ThumbnailMock } from '#web/features/content/components/thumbnail-mock.tsx'
import { useMe } from '#web/lib/session/me-query.ts'

/** The landing banner. Spec button rule: signed in → 'Go to Dashboard', signed out → 'Create Account Now'. */
export function Hero() {
  const { me } = useMe()
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-night text-white">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(220,38,38,0.35),transparent_55%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-slate-200">
            <Sparkles aria-hidden="true" className="size-4 text-amber-300" />
            AI YouTube Thumbnail Generator
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl xl:text-6xl"
          >
            Scroll-stopping thumbnails, <span className="text-brand-400">forged in seconds</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">
            Describe your video, pick a style and let Thumbforge paint a bold background and set your title in
            crisp, real typography. One credit per thumbnail, no design skills needed.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            {me ? (
              <ButtonLink to={paths.user.dashboard} size="lg">
                Go to Dashboard
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.register} size="lg">
                Create Account Now
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            )}
            <p className="text-sm text-slate-300">No subscription. Pay only for what you create.</p>
          </div>
        </div>
        <ThumbnailMock />
      </div>
    </section>
  )
}
