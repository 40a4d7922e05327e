import { describe, expect, it } from 'vitest'
import { layerSummary } from './layers.ts'

describe('layerSummary', () => {
  it('names the creator’s own pixels first', () => {
    expect(layerSummary({ subject: 'creator', background: 'ai', text: 'typeset' })).toBe(
      'Your real photo · AI background · Typeset title',
    )
  })

  it('leaves out a subject the scene does not have', () => {
    expect(layerSummary({ subject: 'none', background: 'procedural', text: 'ai' })).toBe(
      'Drawn background · AI-drawn text',
    )
  })

  it('tells an AI likeness apart from real pixels', () => {
    expect(layerSummary({ subject: 'ai-likeness', background: 'ai', text: 'typeset' })).toMatch(
      /^AI likeness of you/,
    )
  })
})
