import { describe, expect, it } from 'vitest'
import { attachedImageLines, attachedImageNames, STYLE_ONLY_WORDS } from './style-prompt.ts'

describe('the prompt names each attached image by what it is', () => {
  it('uses plain words when one kind of image is attached', () => {
    expect(
      attachedImageLines('cinematic', { personaPhotos: 0, reference: false, styleReference: true }),
    ).toEqual([
      `The attached image is the style reference, a thumbnail the creator likes. ${STYLE_ONLY_WORDS}`,
    ])
    expect(attachedImageNames({ personaPhotos: 3, reference: false, styleReference: false }).persona).toBe(
      'The 3 attached photos show',
    )
  })

  it('counts positions past the creator’s photos, in the order the parts are sent', () => {
    const has = { personaPhotos: 2, reference: true, styleReference: true }
    expect(attachedImageNames(has).persona).toBe('Images 1 to 2 show')
    expect(attachedImageLines('vibrant', has)).toEqual([
      'Use image 3 as a reference, in a vibrant style.',
      `Image 4 is the style reference, a thumbnail the creator likes. ${STYLE_ONLY_WORDS}`,
    ])
  })
})
