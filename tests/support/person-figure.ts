import sharp from 'sharp'

/**
 * A stand-in for a person's cut-out until the 'seg' helper's real photo fixtures land: a figure
 * (head, neck and shoulders) in opaque, smoothly shaded colours on a transparent ground, so a
 * scaled copy can be compared pixel for pixel away from its edge. Skin on top, a blue shirt below.
 */
export async function figureCutout(width = 400, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 600">
    <defs>
      <linearGradient id="skin" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e8b48c"/><stop offset="1" stop-color="#c98a60"/>
      </linearGradient>
      <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#2f6fd0"/><stop offset="1" stop-color="#1d4fa0"/>
      </linearGradient>
    </defs>
    <path d="M20 600 C20 430 90 360 200 360 C310 360 380 430 380 600 Z" fill="url(#shirt)"/>
    <rect x="165" y="250" width="70" height="130" rx="20" fill="url(#skin)"/>
    <ellipse cx="200" cy="170" rx="105" ry="130" fill="url(#skin)"/>
    <path d="M95 150 C95 60 150 35 200 35 C250 35 305 60 305 150 C270 110 130 110 95 150 Z" fill="#3a2414"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A photo of the figure on a plain wall, as the persona's re-encoded original. */
export async function figurePhoto(cutout?: Buffer): Promise<Buffer> {
  const figure = cutout ?? (await figureCutout())
  const { width = 400, height = 600 } = await sharp(figure).metadata()
  return sharp({ create: { width, height, channels: 3, background: '#d8d2c4' } })
    .composite([{ input: figure }])
    .jpeg({ quality: 90 })
    .toBuffer()
}
