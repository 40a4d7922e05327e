import { type ChangeEvent, useRef, useState } from 'react'

/** A picked image as the form holds it: its name (for the preview's alt text) and its data URL. */
export type PickedImage = { name: string; dataUrl: string }

/** The picked file as a data URL, the form the generate and preview bodies carry images in. */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsDataURL(file)
  })

/**
 * An image file input's picking: images only, at most `maxBytes`, refused in the field's own words
 * (which only saves a round trip: the server decodes and re-encodes every image whatever the browser
 * said). `clear` also empties the input, so the same file can be picked again.
 */
export function useImagePick(options: {
  maxBytes: number
  messages: { notImage: string; tooLarge: string }
  onChange: (image: PickedImage | null) => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)

  const clear = () => {
    setError(null)
    options.onChange(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setError(null)
    if (!file) return
    const problem = !file.type.startsWith('image/')
      ? options.messages.notImage
      : file.size > options.maxBytes
        ? options.messages.tooLarge
        : null
    if (problem) {
      event.target.value = ''
      return setError(problem)
    }
    try {
      options.onChange({ name: file.name, dataUrl: await readAsDataUrl(file) })
    } catch {
      setError('Could not read the image. Please try another file.')
    }
  }

  return { inputRef, error, pick, clear }
}
