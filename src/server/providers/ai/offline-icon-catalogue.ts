import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** One SVG element of a lucide icon, as lucide's icon-nodes.json holds it (24×24 grid). */
export type IconNode = [tag: string, attributes: Record<string, string>]

export interface IconCatalogue {
  /** Icon name → its elements. */
  nodes: Record<string, IconNode[]>
  /** Icon name → the words lucide's contributors tagged it with. */
  tags: Record<string, string[]>
}

let catalogue: IconCatalogue | undefined

/**
 * lucide's data (ISC licence, docs/decisions/015-offline-subject-icons.md), vendored from
 * lucide-static as `@thumbforge/lucide-icon-data` (issue 28: one lucide package installed), read
 * once per process (about 1 MB of JSON) and kept: every render reuses it.
 */
export function iconCatalogue(): IconCatalogue {
  if (!catalogue) {
    const root = dirname(createRequire(import.meta.url).resolve('@thumbforge/lucide-icon-data/package.json'))
    catalogue = {
      nodes: JSON.parse(readFileSync(join(root, 'icon-nodes.json'), 'utf8')),
      tags: JSON.parse(readFileSync(join(root, 'tags.json'), 'utf8')),
    }
  }
  return catalogue
}
