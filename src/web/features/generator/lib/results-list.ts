import { useEffect, useRef } from 'react'
import type { Generation } from '#shared/generator/schemas.ts'

/**
 * New results scroll into view when they are off screen: on a phone the preview sits below the
 * form, so after Generate they would otherwise appear out of sight. Only a newly finished image
 * scrolls, so a creator who scrolls back to the form is not pulled down by progress alone. Reduced
 * motion jumps instead.
 */
export function useResultsScroll(results: Generation[]) {
  const ref = useRef<HTMLDivElement>(null)
  const finished = results.filter((result) => result.status !== 'pending').length
  useEffect(() => {
    const column = ref.current
    if (finished === 0 || !column) return
    const { top } = column.getBoundingClientRect()
    if (top >= 0 && top < window.innerHeight / 2) return
    scrollToColumn(column)
  }, [finished])
  return ref
}

export function scrollToColumn(column: HTMLElement | null) {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  column?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
}

/** Puts an 'Edit with AI' version in the list: in its place once there, else just after its parent. */
export function withVersion(results: Generation[], version: Generation): Generation[] {
  const at = results.findIndex((result) => result.id === version.id)
  if (at >= 0) return results.map((result) => (result.id === version.id ? version : result))
  const parent = results.findIndex((result) => result.id === version.parentId)
  return parent < 0
    ? [...results, version]
    : [...results.slice(0, parent + 1), version, ...results.slice(parent + 1)]
}
