export type PlainBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

const BULLET = /^[-•]\s+/

/**
 * The operator's plain text for a legal page, as blocks: a blank line ends a paragraph, a line that
 * starts with '- ' is a list item, and a line straight after an item continues it. Plain text on
 * purpose: the operator writes no HTML, and React escapes every word.
 */
export function plainBlocks(body: string): PlainBlock[] {
  const blocks: PlainBlock[] = []
  let paragraph: string[] = []
  let inItem = false
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const line of body.split(/\r?\n/).map((raw) => raw.trim())) {
    const last = blocks.at(-1)
    if (!line) {
      endParagraph()
      inItem = false
    } else if (BULLET.test(line)) {
      endParagraph()
      const item = line.replace(BULLET, '')
      if (last?.kind === 'list' && inItem) last.items.push(item)
      else blocks.push({ kind: 'list', items: [item] })
      inItem = true
    } else if (inItem && last?.kind === 'list') {
      last.items[last.items.length - 1] += ` ${line}`
    } else {
      paragraph.push(line)
    }
  }
  endParagraph()
  return blocks
}
