import {
  bannerEditorMessages,
  contactEditorMessages,
  sectionMessages,
} from '#shared/content/editor-messages.ts'
import type { ContentSectionKey } from '#shared/content/messages.ts'
import { isNetworkError } from '#web/lib/api.ts'

/** What an editor says about each server call (admin-and-items.md §8), word for word. */
export type EditorMessages = {
  loadFailed: (error: unknown) => string
  updated: string
  updateFailed: (error: unknown) => string
  toggled: (isActive: boolean) => string
  toggleFailed: string
  reset: string
  resetFailed: (error: unknown) => string
  confirmReset: string
}

/** Alert auto-hide (§9): the banner 5 s; the logo and the landing sections 3 s. */
export const BANNER_ALERT_MS = 5_000
export const EDITOR_ALERT_MS = 3_000

const reason = (error: unknown) => (error instanceof Error && error.message) || 'Unknown error'

export function editorMessages(key: ContentSectionKey): EditorMessages {
  const texts = sectionMessages[key]
  const base: EditorMessages = {
    loadFailed: () => texts.loadFailed,
    updated: texts.updated,
    updateFailed: () => texts.updateFailed,
    toggled: (isActive) => (isActive ? texts.activated : texts.deactivated),
    toggleFailed: texts.toggleFailed,
    reset: texts.reset,
    resetFailed: () => texts.resetFailed,
    confirmReset: texts.confirmReset,
  }
  // The banner and the contact page word a refused request and an unreachable server differently.
  if (key === 'banner-section') {
    return {
      ...base,
      loadFailed: (error) => (isNetworkError(error) ? bannerEditorMessages.connectFailed : texts.loadFailed),
      updateFailed: (error) => (isNetworkError(error) ? bannerEditorMessages.saveFailed : texts.updateFailed),
    }
  }
  if (key === 'contact-page') {
    return {
      ...base,
      updateFailed: (error) =>
        isNetworkError(error) ? texts.updateFailed : contactEditorMessages.updateFailed(reason(error)),
      resetFailed: (error) =>
        isNetworkError(error) ? texts.resetFailed : contactEditorMessages.resetFailed(reason(error)),
    }
  }
  return base
}
