// `npm run contact-sheet`: the `thumbs` bench's thumbnails on one sheet, each at full width next to
// the sizes YouTube shows them (the 168×94 sidebar), written to docs/images/contact-sheet.png; and
// the `world` bench's titles in every bundled script on a second, docs/images/contact-sheet-world.png.
// Look at them as a creator deciding whether to upload.
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { generateBenchThumbs } from '../bench/thumbs.ts'
import { generateWorldThumbs } from '../bench/world.ts'

const TILE = { width: 480, height: 270 }
const SIDEBAR = { width: 168, height: 94 }
const GAP = 12
const COLUMNS = 3
const cell = { width: TILE.width + GAP + SIDEBAR.width, height: TILE.height }

async function writeSheet(items: Buffer[], name: string): Promise<string> {
  const out = new URL(`../docs/images/${name}`, import.meta.url)
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
  return out.pathname
}

const { thumbs, variants } = await generateBenchThumbs()
const sheet = await writeSheet([...thumbs.map((t) => t.bytes), ...variants], 'contact-sheet.png')
process.stdout.write(`${sheet}: ${thumbs.length} titles and one run of ${variants.length} variants\n`)
const world = await generateWorldThumbs()
const worldSheet = await writeSheet(
  world.map((t) => t.bytes),
  'contact-sheet-world.png',
)
const scripts = new Set(world.map((t) => t.script)).size
process.stdout.write(`${worldSheet}: ${world.length} titles in ${scripts} scripts\n`)
