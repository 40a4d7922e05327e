import { describe, expect, it } from 'vitest'
import { colourName, colourWords, lightness } from './colour-names.ts'

describe('colour names', () => {
  it('names a hex colour by the nearest everyday colour', () => {
    expect(colourName('#FF0000')).toBe('red')
    expect(colourName('#ffffff')).toBe('white')
    expect(colourName('#000')).toBe('black')
    expect(colourName('#0A1030')).toBe('navy')
    expect(colourName('#FFB400')).toBe('gold')
    expect(colourName('#FFEE22')).toBe('yellow')
    expect(colourName('#1E5BFF')).toBe('blue')
    expect(colourName('#00FF66')).toBe('green')
    expect(colourName('#FF69B4')).toBe('pink')
    expect(colourName('#8A2BE2')).toBe('purple')
    expect(colourName('#FFA500')).toBe('orange')
  })

  it('gives nothing for what is not a hex colour, and keeps such text as it is', () => {
    expect(colourName('red')).toBeNull()
    expect(colourName('#GGGGGG')).toBeNull()
    expect(colourWords('nope')).toBe('nope')
  })

  it('writes the name with the hex beside it', () => {
    expect(colourWords('#ff0000')).toBe('red (#FF0000)')
  })

  it('tells a light colour from a dark one', () => {
    expect(lightness('#FFFFFF')).toBeCloseTo(1)
    expect(lightness('#000000')).toBe(0)
    expect(lightness('#FFE600')).toBeGreaterThan(0.5)
    expect(lightness('#0A1030')).toBeLessThan(0.1)
  })
})
