// `npm run contact-sheet`: the `thumbs` bench's thumbnails on one sheet, each at full width next to
// the sizes YouTube shows them (the 168×94 sidebar), written to docs/images/contact-sheet.png.
// Look at it as a creator deciding whether to upload.
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { generateBenchThumbs } from '../bench/thumbs.ts'

const TILE = { width: 480, height: 270 }
const SIDEBAR = { width: 168, height: 94 }
const GAP = 12
const COLUMNS = 3
const cell = { width: TILE.width + GAP + SIDEBAR.width, height: TILE.height }
const out = new URL('../docs/images/contact-sheet.png', import.meta.url)

const { thumbs, variants } = await generateBenchThumbs()
const items = [...thumbs.map((t) => t.bytes), ...variants]
const rows = Math.ceil(items.length / COLUMNS)
const tiles = await Promise.all(
  items.map(async (bytes, i) => {
    const left = GAP + (i % COLUMNS) * (cell.width + GAP)
    const top = GAP + Math.floor(i / COLUMNS) * (cell.height + GAP)
    return [
      { input: await sharp(bytes).resize(TILE.width, TILE.height).png().toBuffer(), left, top },
      {
        input: await sharp(bytes).resize(SIDEBAR.width, SIDEBAR.height).png().toBuffer(),
        left: left + TILE.width + GAP,
        top,
      },
    ]
  }),
)
mkdirSync(new URL('.', out), { recursive: true })
await sharp({
  create: {
    width: GAP + COLUMNS * (cell.width + GAP),
    height: GAP + rows * (cell.height + GAP),
    channels: 3,
    background: '#0f0f0f',
  },
})
  .composite(tiles.flat())
  .png({ compressionLevel: 9, palette: true })
  .toFile(out.pathname)
process.stdout.write(`${out.pathname}: ${thumbs.length} titles and one run of ${variants.length} variants\n`)
