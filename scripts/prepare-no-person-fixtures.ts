// Draws the pictures with no person in them that the persona refusal is measured on
// (tests/fixtures/no-person/, issue 27): a logo, a landscape and a product shot, each the kind of
// picture a creator might upload by mistake. Drawn here, so there is no licence to track.
// `npx tsx scripts/prepare-no-person-fixtures.ts` rebuilds them.
import { writeFileSync } from 'node:fs'
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'

const OUT = 'tests/fixtures/no-person'

function picture(name: string, width: number, height: number, draw: (ctx: SKRSContext2D) => void) {
  const canvas = createCanvas(width, height)
  draw(canvas.getContext('2d'))
  writeFileSync(`${OUT}/${name}.png`, canvas.toBuffer('image/png'))
}

// A channel's logo: a ring, a bolt and a word on a flat colour.
picture('logo', 800, 800, (ctx) => {
  ctx.fillStyle = '#1d4ed8'
  ctx.fillRect(0, 0, 800, 800)
  ctx.fillStyle = '#facc15'
  ctx.beginPath()
  ctx.arc(400, 330, 220, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#1d4ed8'
  ctx.beginPath()
  ctx.arc(400, 330, 170, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#ffffff'
  ctx.beginPath()
  ctx.moveTo(420, 180)
  ctx.lineTo(320, 350)
  ctx.lineTo(395, 350)
  ctx.lineTo(370, 480)
  ctx.lineTo(480, 300)
  ctx.lineTo(405, 300)
  ctx.closePath()
  ctx.fill()
  ctx.font = 'bold 110px sans-serif'
  ctx.textAlign = 'center'
  ctx.fillText('VOLT', 400, 700)
})

// A landscape: sky, sun, two mountain ranges and a meadow.
picture('landscape', 1024, 683, (ctx) => {
  const sky = ctx.createLinearGradient(0, 0, 0, 420)
  sky.addColorStop(0, '#3b82f6')
  sky.addColorStop(1, '#bae6fd')
  ctx.fillStyle = sky
  ctx.fillRect(0, 0, 1024, 683)
  ctx.fillStyle = '#fde68a'
  ctx.beginPath()
  ctx.arc(780, 140, 60, 0, Math.PI * 2)
  ctx.fill()
  const range = (color: string, base: number, peaks: number[][]) => {
    ctx.fillStyle = color
    ctx.beginPath()
    ctx.moveTo(0, base)
    for (const [x, y] of peaks) ctx.lineTo(x as number, y as number)
    ctx.lineTo(1024, base)
    ctx.lineTo(1024, 683)
    ctx.lineTo(0, 683)
    ctx.closePath()
    ctx.fill()
  }
  range('#64748b', 420, [
    [120, 260],
    [260, 380],
    [420, 200],
    [600, 360],
    [760, 240],
    [900, 330],
  ])
  range('#475569', 470, [
    [80, 400],
    [300, 320],
    [520, 430],
    [700, 340],
    [950, 420],
  ])
  const meadow = ctx.createLinearGradient(0, 470, 0, 683)
  meadow.addColorStop(0, '#65a30d')
  meadow.addColorStop(1, '#365314')
  ctx.fillStyle = meadow
  ctx.fillRect(0, 480, 1024, 203)
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = i % 2 ? '#166534' : '#15803d'
    const x = (i * 151) % 1024
    const y = 500 + ((i * 67) % 160)
    ctx.beginPath()
    ctx.arc(x, y, 14 + (i % 5) * 4, 0, Math.PI * 2)
    ctx.fill()
  }
})

// A product shot: a shaded bottle and its shadow on a studio sweep.
picture('product', 900, 900, (ctx) => {
  const sweep = ctx.createLinearGradient(0, 0, 0, 900)
  sweep.addColorStop(0, '#f8fafc')
  sweep.addColorStop(1, '#cbd5e1')
  ctx.fillStyle = sweep
  ctx.fillRect(0, 0, 900, 900)
  ctx.fillStyle = 'rgba(15,23,42,0.25)'
  ctx.beginPath()
  ctx.ellipse(450, 790, 190, 30, 0, 0, Math.PI * 2)
  ctx.fill()
  const glass = ctx.createLinearGradient(300, 0, 600, 0)
  glass.addColorStop(0, '#14532d')
  glass.addColorStop(0.3, '#22c55e')
  glass.addColorStop(0.45, '#bbf7d0')
  glass.addColorStop(0.6, '#16a34a')
  glass.addColorStop(1, '#052e16')
  ctx.fillStyle = glass
  ctx.beginPath()
  ctx.roundRect(320, 330, 260, 460, 40)
  ctx.fill()
  ctx.beginPath()
  ctx.moveTo(330, 380)
  ctx.quadraticCurveTo(400, 250, 410, 180)
  ctx.lineTo(490, 180)
  ctx.quadraticCurveTo(500, 250, 570, 380)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#b45309'
  ctx.fillRect(400, 120, 100, 70)
  ctx.fillStyle = '#fef3c7'
  ctx.fillRect(335, 480, 230, 170)
  ctx.fillStyle = '#7c2d12'
  ctx.font = 'bold 52px serif'
  ctx.textAlign = 'center'
  ctx.fillText('OAK', 450, 560)
  ctx.font = '28px serif'
  ctx.fillText('small batch', 450, 610)
})
