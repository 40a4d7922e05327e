import type { ReactNode } from 'react'
import { Alert } from '#web/components/ui/alert.tsx'

/** Each home section fails on its own, with its own words (customer-side.md §8). */
export function SectionError({ message, label }: { message: string; label: string }) {
  return (
    <section aria-label={label} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Alert>{message}</Alert>
    </section>
  )
}

/** Holds the section's space while it loads, so the page does not jump when it arrives. */
export function SectionSkeleton({ label, className = 'h-96' }: { label: string; className?: string }) {
  return (
    <section aria-label={label} aria-busy="true" className={`mx-auto max-w-6xl px-4 py-16 sm:px-6`}>
      <div className={`animate-pulse rounded-card bg-slate-100 motion-reduce:animate-none ${className}`} />
    </section>
  )
}

export function SectionHeading({
  id,
  subTitle,
  title,
  tone = 'dark',
  children,
}: {
  id: string
  subTitle?: string
  title: string
  tone?: 'dark' | 'light'
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {subTitle && (
        <p
          className={`text-sm font-bold tracking-widest uppercase ${tone === 'light' ? 'text-brand-300' : 'text-brand-700'}`}
        >
          {subTitle}
        </p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children}
    </div>
  )
}
