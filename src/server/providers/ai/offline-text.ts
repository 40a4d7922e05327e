import { writeOfflinePrompt } from './offline-enhance.ts'
import type { TextProvider } from './types.ts'

/**
 * One coherent scene from the hint and the category's templates (offline-enhance.ts). Apart from
 * offline.ts so the server thread can use it without loading the image drawing code and Skia
 * (@napi-rs/canvas), which only image threads need.
 */
export const offlineTextProvider: TextProvider = {
  name: 'offline',
  async enhance(request) {
    return writeOfflinePrompt(request)
  },
}
