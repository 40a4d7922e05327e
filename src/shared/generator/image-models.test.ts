import { describe, expect, it } from 'vitest'
import { IMAGE_MODEL_CHOICES, imageModelProfile } from './image-models.ts'

describe('image model families', () => {
  it('reads Gemini 3 and later image models, previews included, as taking sizes and 14 images', () => {
    for (const model of [
      'gemini-3.1-flash-image',
      'gemini-3-pro-image',
      'gemini-3-pro-image-preview',
      'gemini-4-flash-image',
    ]) {
      expect(imageModelProfile(model), model).toEqual({
        family: 'gemini-3-image',
        imageSizes: true,
        maxInputImages: 14,
      })
    }
  })

  it('asks 2.5 and unknown names the 2.5 way: no size, 3 images', () => {
    for (const model of ['gemini-2.5-flash-image', 'my-proxy-model', 'gemini-3-flash']) {
      expect(imageModelProfile(model), model).toEqual({
        family: 'gemini-2.5-image',
        imageSizes: false,
        maxInputImages: 3,
      })
    }
  })

  it('lists the default model first', () => {
    expect(IMAGE_MODEL_CHOICES[0]?.id).toBe('gemini-3.1-flash-image')
  })
})
