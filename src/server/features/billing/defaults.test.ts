import { describe, expect, it } from 'vitest'
import { defaultPackages } from './defaults.ts'

describe('the seeded packages', () => {
  it('differ only in their credits: no package hints that another lacks a feature every account has', () => {
    const rest = defaultPackages.map(({ points: { pointOne, ...others } }) => others)
    for (const others of rest) expect(others).toEqual(rest[0])
    expect(Object.values(rest[0] ?? {}).join(' ')).toMatch(/4K.*style reference/)
    expect(defaultPackages.map((p) => p.points.pointOne)).toEqual(
      defaultPackages.map((p) => `${p.credit} thumbnail credits`),
    )
  })
})
