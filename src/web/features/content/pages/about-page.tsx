import { Coins, Layers, Type } from 'lucide-react'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const values = [
  {
    icon: Type,
    title: 'Text you can trust',
    body: 'Titles are typeset over the artwork in real fonts, never drawn by the AI.',
  },
  { icon: Layers, title: 'Ready for YouTube', body: 'Every thumbnail is 16:9, 1280×720 and under 2 MB.' },
  {
    icon: Coins,
    title: 'Pay per thumbnail',
    body: 'Buy credits when you need them; one credit makes one thumbnail.',
  },
]

/** Static, two sections (customer-side.md §2). */
export function AboutPage() {
  usePageTitle('About')
  return (
    <>
      <section aria-labelledby="about-page-heading" className="bg-night py-20 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-300 uppercase">About Thumbforge</p>
            <h1 id="about-page-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Thumbnails for creators who ship every week
            </h1>
            <p className="mt-6 text-lg text-slate-300">
              Thumbforge is an AI YouTube thumbnail generator. Pick a category, describe the moment, and the
              AI paints a bold background while we set your title pixel-perfect on top. You keep every design
              in your gallery and can change its text later at no cost.
            </p>
          </div>
          <img
            src="/images/about-1.svg"
            alt="Thumbnail frames floating over a dark studio backdrop"
            className="w-full rounded-card shadow-2xl"
          />
        </div>
      </section>
      <section aria-labelledby="about-values-heading" className="bg-surface py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="about-values-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            What we care about
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {values.map(({ icon: Icon, title, body }) => (
              <li key={title} className="rounded-card border border-slate-200 bg-canvas p-6 shadow-card">
                <Icon aria-hidden="true" className="size-8 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-ink-muted">{body}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <ButtonLink to={paths.register.getHref()} size="lg">
              Create Account Now
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
