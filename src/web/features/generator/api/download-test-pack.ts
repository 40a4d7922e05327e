import { useMutation } from '@tanstack/react-query'
import { testPackName } from '#shared/generator/test-pack.ts'
import { apiPostForFile } from '#web/lib/api.ts'

/** Hands a Blob to the browser as a download under `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the object URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** POST /api/generations/test-pack: 2-3 thumbnails as one zip for YouTube Studio's Test & Compare. */
export function useDownloadTestPack() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const { blob, filename } = await apiPostForFile('/api/generations/test-pack', { ids })
      saveFile(blob, filename ?? testPackName(Date.now()))
      return filename
    },
  })
}
