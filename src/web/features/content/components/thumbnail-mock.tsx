/** A decorative, CSS-only sample thumbnail for the hero (no image download on the landing page). */
export function ThumbnailMock() {
  return (
    <figure aria-hidden="true" className="relative mx-auto w-full max-w-xl">
      <div className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-brand-600/40 via-fuchsia-500/25 to-amber-400/30 blur-2xl" />
      <div className="relative aspect-video overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-br from-indigo-700 via-purple-700 to-brand-700 shadow-2xl">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_75%_35%,rgba(253,224,71,0.55),transparent_45%)]" />
        <div className="absolute -right-6 bottom-0 size-48 rounded-full bg-gradient-to-t from-amber-300 to-orange-500 opacity-90 sm:size-60" />
        <div className="absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-black/80 to-transparent" />
        <div className="absolute top-4 left-4 rounded-md bg-brand-600 px-2 py-1 text-xs font-black tracking-wider text-white uppercase">
          New
        </div>
        <p className="absolute bottom-5 left-5 max-w-[70%] text-3xl leading-none font-black tracking-tight text-white uppercase [text-shadow:0_3px_0_#000,0_0_18px_rgba(0,0,0,0.6)] sm:text-5xl">
          I Built This <span className="text-amber-300">In 10 Seconds</span>
        </p>
        <span className="absolute right-3 bottom-3 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
          12:48
        </span>
      </div>
      <figcaption className="sr-only">Sample thumbnail</figcaption>
    </figure>
  )
}
