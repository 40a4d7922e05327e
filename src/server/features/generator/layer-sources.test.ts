import { describe, expect, it } from 'vitest'
import { layerSummary } from '#shared/generator/layers.ts'
import { layerSourcesFor, subjectSourceFor } from './layer-sources.ts'

describe('layerSourcesFor', () => {
  it("names the persona's cut-out as the creator's pixels over the offline background", () => {
    const layers = layerSourcesFor({
      provider: 'offline',
      subject: 'persona',
      persona: { mode: 'authentic' },
      textMode: 'exact',
    })
    expect(layers).toEqual({ background: 'procedural', subject: 'creator', text: 'typeset' })
    expect(layerSummary(layers)).toBe('Your real photo · Drawn background · Typeset title')
  })

  it("names 'likeness' as the model's drawing of the creator, with no subject layer", () => {
    expect(
      layerSourcesFor({
        provider: 'gemini',
        subject: undefined,
        persona: { mode: 'likeness' },
        textMode: 'ai',
      }),
    ).toEqual({ background: 'ai', subject: 'ai-likeness', text: 'ai' })
  })

  it('names the reference photo, the icon and no subject', () => {
    const of = (provider: string, subject: 'photo' | 'icon' | undefined) =>
      layerSourcesFor({ provider, subject, textMode: 'exact' }).subject
    expect([of('offline', 'photo'), of('offline', 'icon'), of('gemini', undefined)]).toEqual([
      'creator',
      'icon',
      'none',
    ])
  })

  it('names no subject while the layout has no place for it, and the creator again once it has', () => {
    const settings = { subject: 'persona' as const, persona: { mode: 'authentic' as const } }
    expect(subjectSourceFor({ ...settings, layout: 'center-stack' })).toBe('none')
    expect(subjectSourceFor({ ...settings, layout: 'text-right' })).toBe('creator')
    expect(subjectSourceFor({ subject: 'icon', layout: 'center-stack' })).toBe('none')
  })
})
