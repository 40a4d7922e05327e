import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
  it('skips falsy parts and keeps classes that do not conflict', () => {
    expect(cn('flex', false, null, undefined, 'gap-2', 'sm:max-w-4xl max-w-lg')).toBe(
      'flex gap-2 sm:max-w-4xl max-w-lg',
    )
  })

  it('lets a later class replace an earlier one of the same kind, the theme’s own names included', () => {
    expect(cn('max-w-lg p-6', 'max-w-2xl')).toBe('p-6 max-w-2xl')
    expect(cn('border-slate-300 bg-white text-ink', 'border-brand-600 bg-brand-600 text-white')).toBe(
      'border-brand-600 bg-brand-600 text-white',
    )
    expect(cn('rounded-lg shadow-sm', 'rounded-card shadow-card')).toBe('rounded-card shadow-card')
    expect(cn('text-sm text-ink')).toBe('text-sm text-ink')
  })

  it('replaces within one breakpoint only', () => {
    expect(cn('px-6 sm:whitespace-nowrap', 'px-4 sm:px-6 sm:whitespace-normal')).toBe(
      'px-4 sm:px-6 sm:whitespace-normal',
    )
  })
})
