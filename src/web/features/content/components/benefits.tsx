import { Images, MonitorPlay, Type } from 'lucide-react'

const benefits = [
  {
    icon: Type,
    title: 'Exact text, set in real fonts',
    body: 'Your title is typeset over the AI artwork, so every letter is spelled right and stays sharp.',
  },
  {
    icon: MonitorPlay,
    title: 'YouTube-ready out of the box',
    body: '16:9 at 1280×720 and under 2 MB, so every thumbnail uploads to YouTube without a second thought.',
  },
  {
    icon: Images,
    title: 'Every thumbnail kept in a gallery',
    body: 'Come back to any design, tweak the text and download it again whenever you need it.',
  },
]

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Why creators switch</p>
          <h2 id="benefits-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Thumbnails that earn the click
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {benefits.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-card border border-slate-200 bg-canvas p-6 shadow-card">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-ink-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
