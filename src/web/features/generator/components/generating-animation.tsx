import { Sparkles } from 'lucide-react'

/**
 * Shown in the 16:9 frame while the server works. The shimmer stops under prefers-reduced-motion;
 * the status text carries the meaning either way.
 */
export function GeneratingAnimation({ count }: { count: number }) {
  return (
    <div
      role="status"
      className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-night"
    >
      <div className="absolute inset-0 animate-pulse bg-gradient-to-br from-brand-700/50 via-fuchsia-700/30 to-indigo-800/50 motion-reduce:animate-none" />
      <div className="relative flex flex-col items-center gap-3 text-white">
        <Sparkles aria-hidden="true" className="size-10 animate-bounce motion-reduce:animate-none" />
        <p className="text-lg font-semibold">
          Generating {count === 1 ? 'your thumbnail' : `${count} thumbnails`}...
        </p>
      </div>
    </div>
  )
}
