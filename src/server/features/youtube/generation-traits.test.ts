import { describe, expect, it } from 'vitest'
import { traitsFrom } from './generation-traits.ts'
import { NEUTRAL_TRAITS } from './simulated-channel.ts'
import { traitScore } from './simulated-figures.ts'

const checkWith = (measures?: { titleHeight: number | null; titleContrast: number | null }) => ({
  status: 'pass' as const,
  items: [],
  ...(measures ? { measures } : {}),
})

describe('traitsFrom', () => {
  it('reads a check made before its figures were kept, or none, as neutral', () => {
    expect(traitsFrom(null)).toEqual(NEUTRAL_TRAITS)
    expect(traitsFrom(checkWith())).toEqual(NEUTRAL_TRAITS)
  })

  it('reads a thumbnail with no title as the smallest, faintest one', () => {
    const traits = traitsFrom(checkWith({ titleHeight: null, titleContrast: null }))
    expect(traits).toEqual({ titleHeight: 0, titleContrast: 1 })
    expect(traitScore(traits)).toBeCloseTo(-0.85)
  })

  it("keeps the measures inside the model's range", () => {
    expect(traitsFrom(checkWith({ titleHeight: 0.62, titleContrast: 0.4 }))).toEqual({
      titleHeight: 0.4,
      titleContrast: 1,
    })
  })
})
