import type { Plugin } from 'vite'
import { THEME_BOOT_SCRIPT } from '../../src/shared/common/theme.ts'

/**
 * Puts the theme's boot script first in index.html's head, byte for byte the string the CSP hashes
 * (decision 049): kept in one place, it cannot drift from the hash the server allows.
 */
export function themeBoot(): Plugin {
  return {
    name: 'thumbforge-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
  }
}
