import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-card border border-slate-200 bg-surface shadow-card', className)}
      {...props}
    />
  )
}
