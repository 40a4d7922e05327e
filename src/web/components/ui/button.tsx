import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-slate-300 bg-surface text-ink shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-ink hover:bg-slate-100 active:bg-slate-200',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  light: 'bg-white text-night shadow-sm hover:bg-slate-100',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1 text-sm gap-1.5',
  md: 'min-h-11 px-4 py-2 text-sm gap-2',
  lg: 'min-h-13 px-6 py-2 text-base gap-2.5',
}

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

/** Shared by <Button> and links that look like buttons. */
export const buttonClasses = ({ variant = 'primary', size = 'md', className }: ButtonStyleProps = {}) =>
  cn(
    // One line where there is room; on a phone a long label wraps inside the button (the height is a
    // minimum) instead of pushing the page sideways.
    'inline-flex max-w-full items-center justify-center rounded-lg text-center font-semibold transition-colors sm:whitespace-nowrap',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />
}
