/** What a visitor can choose; 'system' follows the device's setting and is what nobody chose. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** The localStorage entry, in lib/storage.ts's envelope ({ value, savedAt }) under its prefix. */
export const THEME_STORAGE_KEY = 'thumbforge:theme'

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/**
 * Runs in index.html's head before the stylesheet paints, so a dark page never flashes light (or
 * the other way) while the app's script downloads. It is inlined by the build (scripts/vite/
 * theme-boot.ts) and allowed by the CSP through its sha256 hash (server plugins/csp.ts), both from
 * this one string: a change here changes both. Storage can throw (private mode), which reads as
 * 'system'.
 */
export const THEME_BOOT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})).value}catch(e){}document.documentElement.classList.toggle("dark",c==="dark"||(c!=="light"&&matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches))`
