import sharp from 'sharp'

/**
 * A stand-in for a thumbnail a creator likes: a `ground` field with a big `accent` block (about a
 * third of the frame) and a light title bar, as a JPEG data URL-ready buffer.
 */
export async function styleThumbnail(ground: string, accent: string, width = 640, height = 360) {
  const block = await sharp({
    create: {
      width: Math.round(width * 0.55),
      height: Math.round(height * 0.55),
      channels: 3,
      background: accent,
    },
  })
    .png()
    .toBuffer()
  const bar = await sharp({
    create: {
      width: Math.round(width * 0.7),
      height: Math.round(height * 0.12),
      channels: 3,
      background: '#f4f4f4',
    },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: ground } })
    .composite([
      { input: block, left: Math.round(width * 0.06), top: Math.round(height * 0.1) },
      { input: bar, left: Math.round(width * 0.12), top: Math.round(height * 0.78) },
    ])
    .jpeg()
    .toBuffer()
}

export const dataUrlOf = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`
