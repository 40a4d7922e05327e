import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-ink hover:bg-slate-100 active:bg-slate-200',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  light: 'bg-white text-night shadow-sm hover:bg-slate-100',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-13 px-6 text-base gap-2.5',
}

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

/** Shared by <Button> and links that look like buttons. */
export const buttonClasses = ({ variant = 'primary', size = 'md', className }: ButtonStyleProps = {}) =>
  cn(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
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
