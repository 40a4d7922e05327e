import { LoaderCircle } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
    />
  )
}

/** A loading state announced to screen readers. */
export function Loader({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 p-8 text-ink-muted', className)}>
      <Spinner className="size-6 text-brand-600" />
      <span>{label}</span>
    </div>
  )
}

export function PageLoader() {
  return <Loader className="min-h-[60vh]" />
}
