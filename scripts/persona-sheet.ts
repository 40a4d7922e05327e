// `npx tsx scripts/persona-sheet.ts [out.png]`: every person fixture, framed chest-up as a run
// frames it, composed in every layout with a persona's subject box (issue 27), one row a person,
// each tile beside its 168×94 sidebar size. Written to docs/images/personas-sheet.png unless a
// path is given. Look at it as a creator would: is the face big, and does the person stand on the
// frame's edge rather than float?
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { compose } from '#server/features/generator/compositor/compose.ts'
import { frameCutout } from '#server/features/personas/persona-framing.ts'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY, type LayoutId } from '#shared/generator/defaults.ts'
import { LAYOUTS } from '#shared/generator/layouts.ts'
import type { PersonaFraming } from '#shared/personas/schemas.ts'
import { personFixtures } from '#tests/support/person-composites.ts'

const out = process.argv[2] ?? new URL('../docs/images/personas-sheet.png', import.meta.url).pathname
const framing = (process.env.FRAMING ?? 'chest') as PersonaFraming
const layouts = LAYOUTS.filter((layout) => layout.subjectBox).map((layout) => layout.id as LayoutId)
const TILE_H = 180
const SIDEBAR = { width: 168, height: 94 }
const GAP = 8

const background = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

const rows: Array<Array<{ input: Buffer; width: number }>> = []
for (const person of personFixtures()) {
  const framed = await frameCutout(
    readFileSync(new URL(`../tests/fixtures/people/${person.name}.png`, import.meta.url)),
    framing,
  )
  const row: Array<{ input: Buffer; width: number }> = []
  for (const layout of layouts) {
    const shorts = layout.startsWith('shorts')
    const [width, height] = shorts ? [1080, 1920] : [1280, 720]
    const result = await compose({
      background: await background(width, height),
      width,
      height,
      format: 'png',
      overlay: { ...DEFAULT_OVERLAY },
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'I TRIED IT' },
      layout,
      colorScheme: { primary: '#dc2626', secondary: '#facc15' },
      subject: { image: framed.png, kind: 'persona' },
    })
    const tileW = Math.round((TILE_H * width) / height)
    row.push({ input: await sharp(result.bytes).resize(tileW, TILE_H).png().toBuffer(), width: tileW })
    if (!shorts) {
      const small = await sharp(result.bytes).resize(SIDEBAR.width, SIDEBAR.height).png().toBuffer()
      row.push({
        input: await sharp(small)
          .extend({ bottom: TILE_H - SIDEBAR.height, background: '#ffffff' })
          .png()
          .toBuffer(),
        width: SIDEBAR.width,
      })
    }
  }
  rows.push(row)
}
const sheetW = Math.max(...rows.map((row) => row.reduce((sum, tile) => sum + tile.width + GAP, GAP)))
const sheetH = GAP + rows.length * (TILE_H + GAP)
const tiles = rows.flatMap((row, r) => {
  let left = GAP
  return row.map((tile) => {
    const placed = { input: tile.input, left, top: GAP + r * (TILE_H + GAP) }
    left += tile.width + GAP
    return placed
  })
})
await sharp({ create: { width: sheetW, height: sheetH, channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out)
process.stdout.write(`${out} ${sheetW}×${sheetH}\n`)
