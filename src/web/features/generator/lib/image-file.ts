/** The picked file as a data URL, the form the generate and preview bodies carry images in. */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsDataURL(file)
  })

/**
 * Why a picked file cannot be an image upload, in the field's own words, or null. Only saves a
 * round trip: the server decodes and re-encodes every image whatever the browser said.
 */
export function imageFileProblem(
  file: File,
  maxBytes: number,
  messages: { notImage: string; tooLarge: string },
): string | null {
  if (!file.type.startsWith('image/')) return messages.notImage
  if (file.size > maxBytes) return messages.tooLarge
  return null
}
