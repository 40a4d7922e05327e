import { useSyncExternalStore } from 'react'
import {
  DARK_SCHEME_QUERY,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '#shared/common/theme.ts'
import type { Parser } from '#web/lib/api.ts'
import { createLocalCache, STORAGE_PREFIX } from '#web/lib/storage.ts'

export type ResolvedTheme = 'light' | 'dark'

const themeParser: Parser<ThemeChoice> = {
  parse: (data) => {
    const choice = THEME_CHOICES.find((known) => known === data)
    if (!choice) throw new Error('expected a theme choice')
    return choice
  },
}

// The same entry index.html's boot script reads (#shared/common/theme.ts), under storage.ts's prefix.
const store = createLocalCache(THEME_STORAGE_KEY.slice(STORAGE_PREFIX.length), themeParser)
const listeners = new Set<() => void>()

const systemQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null

export const readThemeChoice = (): ThemeChoice => store.read()?.value ?? 'system'

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  if (choice !== 'system') return choice
  return systemQuery()?.matches ? 'dark' : 'light'
}

/** Puts the page in the theme the choice resolves to: the `dark` class the stylesheet keys on. */
function apply() {
  document.documentElement.classList.toggle('dark', resolveTheme(readThemeChoice()) === 'dark')
  for (const listener of listeners) listener()
}

/** 'system' is stored as no choice at all, so a device that changes its setting is followed again. */
export function setThemeChoice(choice: ThemeChoice) {
  if (choice === 'system') store.clear()
  else store.write(choice)
  apply()
}

/**
 * Follows the device's setting while nothing is chosen, and a choice made in another tab of this
 * browser (the storage event). Started once, from main.tsx, so it runs on pages without a toggle.
 */
export function followThemeChanges(): () => void {
  const query = systemQuery()
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) apply()
  }
  query?.addEventListener('change', apply)
  window.addEventListener('storage', onStorage)
  apply()
  return () => {
    query?.removeEventListener('change', apply)
    window.removeEventListener('storage', onStorage)
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The visitor's choice and the theme on screen, re-rendered when either changes. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const)
  const resolved = useSyncExternalStore(
    subscribe,
    () => resolveTheme(readThemeChoice()),
    () => 'light' as const,
  )
  return { choice, resolved, setChoice: setThemeChoice }
}
