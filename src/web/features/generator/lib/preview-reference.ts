import { useEffect, useState } from 'react'
import { PREVIEW_DIMENSIONS } from '#shared/generator/defaults.ts'

/** Twice the preview's long side: enough for a sharp 640×360 cover crop at any aspect. */
const LONG_SIDE = PREVIEW_DIMENSIONS['16:9'].width * 2

/**
 * The reference image as the preview needs it: at most 1280 px on its long side, as a JPEG data URL.
 * A 10 MB photo would otherwise travel with every pause in typing. Where the browser cannot
 * decode or draw it here, the original goes (the server shrinks it just the same).
 */
export async function shrinkForPreview(dataUrl: string): Promise<string> {
  if (typeof Image === 'undefined' || typeof document === 'undefined') return dataUrl
  try {
    // Decoded through an <img> (img-src allows data:), not fetch (connect-src does not).
    const image = new Image()
    image.src = dataUrl
    await image.decode()
    const scale = Math.min(1, LONG_SIDE / Math.max(image.width, image.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(image.width * scale))
    canvas.height = Math.max(1, Math.round(image.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return dataUrl
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    return canvas.toDataURL('image/jpeg', 0.85)
  } catch {
    return dataUrl
  }
}

/** The reference as the preview sends it: shrunk once per image, not on every change. */
export function usePreviewReference(dataUrl: string | undefined) {
  const [shrunk, setShrunk] = useState<{ from: string; to: string } | null>(null)
  useEffect(() => {
    if (!dataUrl) return
    let current = true
    void shrinkForPreview(dataUrl).then((to) => {
      if (current) setShrunk({ from: dataUrl, to })
    })
    return () => {
      current = false
    }
  }, [dataUrl])
  // Until the shrunk copy is ready (and if it fails), the original serves.
  return dataUrl && shrunk?.from === dataUrl ? shrunk.to : dataUrl
}
