import { readFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'
import { mergeRanges, type Ranges } from '#shared/generator/font-ranges.ts'

/**
 * The characters a WOFF2 font maps to glyphs, from its own cmap: for a bundled face that is one
 * whole file with no declared ranges (the colour emoji), so that what the server accepts is exactly
 * what the face draws. WOFF2 (W3C) is a table directory and one Brotli stream of the tables in that
 * order; only glyf, loca and hmtx may be transformed, so the cmap is there as in the plain font.
 */
const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
]

function cmapTable(woff2: Buffer): Buffer {
  if (woff2.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 font')
  const numTables = woff2.readUInt16BE(12)
  const compressedLength = woff2.readUInt32BE(20)
  let p = 48
  const base128 = () => {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = woff2[p++] as number
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('bad UIntBase128 in the WOFF2 table directory')
  }
  const tables: { tag: string; length: number }[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[p++] as number
    let tag = KNOWN_TAGS[flags & 0x3f] ?? ''
    if ((flags & 0x3f) === 0x3f) {
      tag = woff2.toString('latin1', p, p + 4)
      p += 4
    }
    const length = base128()
    const version = flags >> 6
    // glyf and loca are transformed unless version 3; any other table only with a version above 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0
    tables.push({ tag, length: transformed ? base128() : length })
  }
  const data = brotliDecompressSync(woff2.subarray(p, p + compressedLength))
  let offset = 0
  for (const { tag, length } of tables) {
    if (tag === 'cmap') return data.subarray(offset, offset + length)
    offset += length
  }
  throw new Error('the font has no cmap')
}

/** Every code point of the cmap's Unicode subtables (formats 4 and 12), merged into ranges. */
export function woff2Coverage(path: string): Ranges {
  const cmap = cmapTable(readFileSync(path))
  const ranges: Ranges = []
  const count = cmap.readUInt16BE(2)
  for (let i = 0; i < count; i++) {
    const at = cmap.readUInt32BE(4 + i * 8 + 4)
    const format = cmap.readUInt16BE(at)
    if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12)
      for (let g = 0; g < groups; g++) {
        ranges.push([cmap.readUInt32BE(at + 16 + g * 12), cmap.readUInt32BE(at + 20 + g * 12)])
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(at + 14 + s * 2)
        const start = cmap.readUInt16BE(at + 16 + segments * 2 + s * 2)
        if (start !== 0xffff) ranges.push([start, end])
      }
    }
  }
  return mergeRanges(ranges)
}
