// `npx tsx scripts/prepare-person-fixtures.ts <openclipart png folder>`: rebuilds tests/fixtures/people
// from Debian's openclipart-png (public domain; tests/fixtures/README.md). Each picture is trimmed to
// its person, capped at 720 px, and the gaps its vector trace leaves inside the person (background
// showing through a cheek) are filled from the neighbouring colours, so the alpha is one silhouette.
import path from 'node:path'
import sharp from 'sharp'

const SOURCES: Record<string, string> = {
  'boy-soccer': 'people/a_boy_plays_soccer_01.png',
  'happy-boy': 'people/a_happy_boy_01.png',
  'man-singing': 'people/a_man_singing_01.png',
  youngster: 'people/a_youngster_01.png',
  'man-pointing': 'people/enthusiast.png',
  grandpa: 'people/grandpa_01.png',
}
const MAX_SIDE = 720
const root = process.argv[2] ?? '/usr/share/openclipart/png'
const out = new URL('../tests/fixtures/people/', import.meta.url)

/** Pixels under half alpha that the border reaches without crossing the person. */
function outside(data: Buffer, width: number, height: number): Uint8Array {
  const seen = new Uint8Array(width * height)
  const stack: number[] = []
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x)
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1)
  while (stack.length > 0) {
    const i = stack.pop() as number
    if (seen[i] || (data[i * 4 + 3] as number) >= 128) continue
    seen[i] = 1
    const x = i % width
    if (x > 0) stack.push(i - 1)
    if (x < width - 1) stack.push(i + 1)
    if (i >= width) stack.push(i - width)
    if (i < (height - 1) * width) stack.push(i + width)
  }
  return seen
}

/** Every pixel inside the silhouette becomes opaque, blended towards its opaque neighbours' mean. */
function fillSilhouette(data: Buffer, width: number, height: number): void {
  const out = outside(data, width, height)
  const solid = Uint8Array.from({ length: width * height }, (_, i) => (data[i * 4 + 3] === 255 ? 1 : 0))
  let pending = [...solid.keys()].filter((i) => !out[i] && !solid[i])
  while (pending.length > 0) {
    const filled: [number, number[]][] = []
    const next: number[] = []
    for (const i of pending) {
      const x = i % width
      const around = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width].filter(
        (j) => j >= 0 && j < width * height && solid[j],
      )
      if (around.length === 0) next.push(i)
      else
        filled.push([
          i,
          [0, 1, 2].map(
            (c) => around.reduce((sum, j) => sum + (data[j * 4 + c] as number), 0) / around.length,
          ),
        ])
    }
    if (filled.length === 0) break
    for (const [i, mean] of filled) {
      const a = (data[i * 4 + 3] as number) / 255
      for (let c = 0; c < 3; c++)
        data[i * 4 + c] = Math.round((data[i * 4 + c] as number) * a + (mean[c] as number) * (1 - a))
      data[i * 4 + 3] = 255
      solid[i] = 1
    }
    pending = next
  }
}

for (const [name, source] of Object.entries(SOURCES)) {
  const { data, info } = await sharp(path.join(root, source))
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  fillSilhouette(data, info.width, info.height)
  await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toFile(new URL(`${name}.png`, out).pathname)
  process.stdout.write(`${name}: ${info.width}×${info.height}\n`)
}
