import { type ClassValue, clsx } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

// The theme's own names (styles.css @theme) that tailwind-merge cannot guess; colours it infers.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['card'], shadow: ['card'] } } })

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class replace an earlier one of
 * the same kind (`cn('px-6', 'px-4')` is `px-4`), so a caller's className overrides a component's
 * defaults without `!`.
 */
export const cn = (...classes: ClassValue[]): string => twMerge(clsx(classes))
