import sharp from 'sharp'

/**
 * A portrait to upload as a persona photo: a figure (head, neck, shoulders) filling the lower
 * middle of the frame against a plain, graded backdrop, as a webcam shot would. Generated, so no
 * licence question; a real person photo from tests/fixtures can replace it once one is there.
 */
export function personPhoto(width = 800, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
  <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c9d6e3"/><stop offset="1" stop-color="#8fa3b8"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#wall)"/>
  <path d="M120 1000 C130 800 250 700 400 700 C550 700 670 800 680 1000 Z" fill="#1f4e8c"/>
  <rect x="355" y="560" width="90" height="160" rx="30" fill="#d7a17c"/>
  <ellipse cx="400" cy="430" rx="150" ry="190" fill="#e2b08a"/>
  <path d="M250 400 C250 230 550 230 550 400 C530 300 270 300 250 400 Z" fill="#3b2a20"/>
  <ellipse cx="345" cy="430" rx="16" ry="10" fill="#2b2b2b"/>
  <ellipse cx="455" cy="430" rx="16" ry="10" fill="#2b2b2b"/>
  <path d="M350 520 Q400 555 450 520" stroke="#8a3b2e" stroke-width="10" fill="none"/>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}
