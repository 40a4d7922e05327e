import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** Random pixels, so a cut anywhere lands inside real compressed image data. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })

export const noisyJpeg = (width = 320, height = 240) => noise(width, height).jpeg().toBuffer()
export const noisyPng = (width = 320, height = 240) => noise(width, height).png().toBuffer()

/** The first `fraction` of the bytes: a download or copy that stopped early. */
export const cutShort = (bytes: Buffer, fraction = 0.6) =>
  bytes.subarray(0, Math.floor(bytes.length * fraction))

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `width`×`height`
 * grey pixels (30000×30000 is 900 MB once decoded). Its data holds the first rows, all zero.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 16))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export const CAMERA = { Make: 'Thumbforge Test Camera Co', Model: 'Spy Cam 3000' }
export const SECRET_COMMENT = 'home address: 1 Secret Lane'

/**
 * A photo as a phone writes it: EXIF with the camera and a GPS position, an XMP packet, a
 * Display P3 ICC profile, and a JPEG comment (COM marker) spliced in after the SOI marker.
 */
export async function jpegWithMetadata(): Promise<Buffer> {
  const jpeg = await noise(320, 240)
    .jpeg()
    .withIccProfile('p3')
    .withExif({
      IFD0: { ...CAMERA, Software: 'Thumbforge tests' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jane Private"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer()
  const text = Buffer.from(SECRET_COMMENT, 'latin1')
  const length = Buffer.alloc(2)
  length.writeUInt16BE(text.length + 2)
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)])
}
