// PLACEHOLDER (t-compositor): t-offline owns this file and writes the real icon subject in parallel;
// at merge their version replaces this one. Same signature: a square RGBA PNG, transparent around
// a plain filled circle in the scheme's primary colour.
import { createCanvas } from '@napi-rs/canvas'
import type { ColorScheme } from '#shared/schemas/generator.ts'

export async function renderIconSubject(input: {
  prompt: string
  category: string
  colorScheme: ColorScheme
  size: number
  seed: number
}): Promise<Buffer> {
  const canvas = createCanvas(input.size, input.size)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = input.colorScheme.primary
  ctx.beginPath()
  ctx.arc(input.size / 2, input.size / 2, input.size * 0.42, 0, Math.PI * 2)
  ctx.fill()
  return canvas.encode('png')
}
